import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { raisedPanel, stackedOnPhone, unstyledList } from './fragments';

export const grid = style({ ...stackedOnPhone('repeat(auto-fill, minmax(320px, 1fr))'), gap: vars.space.lg });

/** A column, not a grid, so the actions can sit at the foot of a card stretched to its row's height. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  ...raisedPanel,
  minWidth: 0,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  '@media': { [media.phone]: { padding: vars.space.lg } },
});

export const cardTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  margin: 0,
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

/** The status badges line up at the card's right edge, each only as wide as its label. */
export const badges = style({ justifyItems: 'end', flexShrink: 0 });

export const files = style(unstyledList);

export const note = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
});

export const noteTone = styleVariants({
  warning: { background: vars.tone.warning.bg, borderColor: vars.tone.warning.border, color: vars.tone.warning.fg },
  info: { background: vars.color.surfaceSubtle, borderColor: vars.color.borderStrong, color: vars.color.text },
});

/** The note's title and words take the note's colour: the warning tone of a rework, plain text otherwise. */
export const noteTitle = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold });

export const noteText = style({ fontSize: vars.fontSize.sm, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });

/** The actions sit at the foot of the card, level with the other cards of the row. */
export const actions = style({ marginTop: 'auto', paddingTop: vars.space.sm });
