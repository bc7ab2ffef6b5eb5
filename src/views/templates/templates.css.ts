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

/** One checklist row: name, offset, from, role, files, remove; stacked on a phone. */
export const task = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 0.7fr) minmax(0, 1.3fr) minmax(0, 1.1fr) auto auto',
  gap: vars.space.sm,
  alignItems: 'end',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const taskName = style({ '@media': { [media.phone]: { gridColumn: '1 / -1' } } });

export const offset = style({});

export const cellList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const section = style({ marginTop: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, margin: 0 });
