import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { outlinedBox, unstyledList } from './fragments';

/** The timeline scrolls inside the modal once it is long, like the comment thread. */
export const timeline = style({
  maxHeight: '500px',
  overflowY: 'auto',
  ...unstyledList,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  ...outlinedBox,
  background: vars.color.surfaceSubtle,
  overflowWrap: 'anywhere',
});

export const title = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const comment = style({ margin: 0, whiteSpace: 'pre-wrap', fontSize: vars.fontSize.sm });

export const files = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const summary = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginBottom: vars.space.md });

export const centred = style({ display: 'flex', justifyContent: 'center', padding: vars.space.lg });
