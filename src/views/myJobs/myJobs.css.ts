import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const pager = style({ padding: vars.space.lg });

export const clamp = style({ maxWidth: '280px' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const info = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const infoLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const infoValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

/** A list drawn without bullets or indent, its rows laid out by the markup. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const taskItem = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const summaryRow = style({ fontSize: vars.fontSize.sm });

export const fileInput = style({ fontSize: vars.fontSize.sm });

export const jobDescription = style({ margin: `0 0 ${vars.space.md}` });
