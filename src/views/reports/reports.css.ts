import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { equalColumns, outlinedBox } from '../ui/fragments';

export const actionsRow = style({ ...equalColumns(4, { [media.phone]: 2 }), gap: vars.space.md });

export const statGrid = style({ ...equalColumns(4, { 'screen and (max-width: 1199.98px)': 2, [media.phone]: 1 }), gap: vars.space.lg });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 1023.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const breakdown = style({ ...equalColumns(4, { [media.phone]: 2 }), gap: vars.space.md, margin: 0 });

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
