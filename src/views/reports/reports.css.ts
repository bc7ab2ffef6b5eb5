import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

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
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSubtle,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});

export const breakdownValue = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, margin: 0 });
export const breakdownLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const facts = style({ display: 'grid', gap: vars.space.md, margin: `0 0 ${vars.space.lg}` });
export const fact = style({ display: 'grid', gap: vars.space.xxs });
export const factLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const primaryText = style({ fontWeight: vars.fontWeight.semibold, display: 'block' });
export const secondaryText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, display: 'block' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const lines = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });
export const lineLabel = style({ color: vars.color.textMuted });

export const loadingBox = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
});
export const loadingTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, margin: 0 });
export const loadingText = style({ color: vars.color.textMuted, margin: 0 });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  gap: vars.space.lg,
  alignItems: 'end',
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const period = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const note = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.border}`,
});

export const cardFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
