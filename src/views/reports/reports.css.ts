import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { outlinedBox } from '../ui/fragments';

export const actionsRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {
    [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const statGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': {
    'screen and (max-width: 1199.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 1023.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const breakdown = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': {
    [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const breakdownItem = style({
  padding: vars.space.lg,
  ...outlinedBox,
  background: vars.color.surfaceSubtle,
  textAlign: 'center',
});

export const breakdownValue = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, margin: 0 });
export const breakdownLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const facts = style({ margin: `0 0 ${vars.space.lg}` });
export const factLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const lines = style({ fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

export const loadingBox = style({ justifyItems: 'center', padding: `${vars.space.xxxl} ${vars.space.lg}`, textAlign: 'center' });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  gap: vars.space.lg,
  alignItems: 'end',
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const period = style({ margin: `${vars.space.md} 0 0` });

export const note = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
