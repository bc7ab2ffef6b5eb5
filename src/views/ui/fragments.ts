import type { StyleRule } from '@vanilla-extract/css';
import type { ToneColours } from '../../styles/palette';
import { media, vars } from '../../styles/theme.css';

/**
 * Declaration groups that widgets and screens share, spread into their own `style()` so each
 * look is written once (docs/architecture.md, "Styling"). Only `.css.ts` files use them.
 */

/** A raised panel on the page: the look of a card. */
export const raisedPanel = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
} satisfies StyleRule;

/** A box set apart by a thin border and softly rounded corners, such as one item of a list. */
export const outlinedBox = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
} satisfies StyleRule;

/** A list drawn without bullets or indent, its rows laid out by the markup. */
export const unstyledList = { listStyle: 'none', margin: 0, padding: 0 } satisfies StyleRule;

/** `count` columns of one width each, which may shrink below their content's width. */
function equalTracks(count: number): string {
  return count === 1 ? 'minmax(0, 1fr)' : `repeat(${count}, minmax(0, 1fr))`;
}

/**
 * A grid of `count` equal columns that folds into fewer where the screen is narrower: `folds`
 * gives the number of columns under each media query.
 */
export function equalColumns(count: number, folds: Record<string, number>): StyleRule {
  const folded = Object.entries(folds).map(([query, columns]) => [query, { gridTemplateColumns: equalTracks(columns) }]);
  return { display: 'grid', gridTemplateColumns: equalTracks(count), '@media': Object.fromEntries(folded) };
}

/**
 * A grid laid out in `columns` (a `grid-template-columns` value) that stacks its items in one
 * column on a phone.
 */
export function stackedOnPhone(columns: string): StyleRule {
  return { display: 'grid', gridTemplateColumns: columns, '@media': { [media.phone]: { gridTemplateColumns: '1fr' } } };
}

/** Content set in the middle of the space it is given, across and down. */
export const centredContent = { display: 'grid', placeItems: 'center' } satisfies StyleRule;

/** A row whose first part sits at the start and whose last part sits at the end. */
export const spreadRow = { display: 'flex', justifyContent: 'space-between' } satisfies StyleRule;

/** The band at the top of a card, modal or list: padded as its body is, and ruled off from it. */
export const headBand = {
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
} satisfies StyleRule;

/** A one-line form control's frame (a text box, a select's trigger), as wide as its field. */
export const controlFrame = {
  width: '100%',
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
} satisfies StyleRule;

/** How a form control answers the pointer and the keyboard: a darker border, then a focus ring. */
export const controlStates = {
  '&:hover:not(:disabled)': { borderColor: vars.color.text },
  '&:focus-visible': {
    outline: 'none',
    borderColor: vars.color.focusRing,
    boxShadow: `0 0 0 3px ${vars.color.brandSoft}, 0 0 0 1px ${vars.color.focusRing}`,
  },
} satisfies StyleRule['selectors'];

/** A message box (an alert, a toast): its tone's colours fill it and colour its border. */
export const messageBox = {
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: '1px solid',
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
} satisfies StyleRule;

/** A toned part (a badge, an alert, a toast) in one tone's colours. */
export function toneColours(colours: ToneColours) {
  return { background: colours.bg, color: colours.fg, borderColor: colours.border } satisfies StyleRule;
}
