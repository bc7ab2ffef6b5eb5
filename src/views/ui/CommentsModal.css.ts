import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { outlinedBox, unstyledList } from './fragments';

/** docs/behaviour.md §9: the thread scrolls once it is 500px tall. */
export const thread = style({
  maxHeight: '500px',
  overflowY: 'auto',
  ...unstyledList,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.md,
  ...outlinedBox,
  background: vars.color.surfaceSubtle,
});

export const avatar = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const author = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const role = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const text = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  margin: 0,
});

export const centred = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });
