import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { outlinedBox, unstyledList } from './fragments';

/** The Plan jobs wizard's parts (docs/behaviour.md §2 Compliance Calendar), opened from the calendar and the dashboard. */
export const meta = style({ margin: `${vars.space.xxs} 0 0` });

export const steps = style({
  ...unstyledList,
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const stepCurrent = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const clientList = style({
  maxHeight: '22rem',
  overflowY: 'auto',
  ...unstyledList,
  margin: `${vars.space.sm} 0 0`,
  padding: vars.space.xs,
  ...outlinedBox,
});

export const preview = style({ ...unstyledList, maxHeight: '24rem', overflowY: 'auto' });

export const previewItem = style({
  ...outlinedBox,
  padding: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const taskList = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg, color: vars.color.textMuted });

export const footer = style({ width: '100%' });
