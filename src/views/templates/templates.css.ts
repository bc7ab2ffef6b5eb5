import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

/** The template's own fields: two columns, one on a phone. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const checklist = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const tasks = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** One checklist row: name, offset, from and role on a line, then files and remove; two columns on a phone. */
export const task = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(5rem, 0.6fr) minmax(0, 1fr) minmax(0, 1.2fr)',
  gap: vars.space.sm,
  alignItems: 'end',
  margin: 0,
  padding: `${vars.space.sm} 0`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const taskLegend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  padding: 0,
  float: 'left',
  gridColumn: '1 / -1',
});

export const taskFoot = style({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const taskName = style({ '@media': { [media.phone]: { gridColumn: '1 / -1' } } });

export const cellList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const section = style({ marginTop: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, margin: 0 });
