import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
  margin: `${vars.space.md} 0`,
});

/** The grid scrolls sideways inside its box on a narrow screen; the page itself never does. */
export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });

export const grid = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm });

export const headCell = style({
  padding: vars.space.xs,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const cell = style({ padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });

/** The client's name stays in view while the grid scrolls sideways. */
export const clientCell = style([
  cell,
  {
    minWidth: '11rem',
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'left',
    position: 'sticky',
    left: 0,
    background: vars.color.surface,
  },
]);

/** The screen's root: never wider than the page, so only the grid's own box scrolls sideways. */
export const page = style({ display: 'grid', minWidth: 0, gap: vars.space.lg });

export const dateInput = style({ minWidth: '8rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });

export const ruleList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const ruleItem = style({
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  alignItems: 'start',
});

/** The rule's words take the row's width, so its button stays at the end of the row however long they are. */
export const ruleText = style({ flex: '1 1 20rem', minWidth: 0 });

export const versions = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg, color: vars.color.textMuted });

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });
