import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { centredContent } from './fragments';

/**
 * The layout and type primitives every screen composes (docs/architecture.md, "Styling"):
 * a screen's own .css.ts then holds only what is particular to that screen.
 */
const spaces = {
  none: vars.space.none,
  xxs: vars.space.xxs,
  xs: vars.space.xs,
  sm: vars.space.sm,
  md: vars.space.md,
  lg: vars.space.lg,
  xl: vars.space.xl,
  xxl: vars.space.xxl,
};
export type Space = keyof typeof spaces;

const stackBase = style({ display: 'grid', minWidth: 0, alignContent: 'start' });
export const stack = styleVariants(spaces, (gap) => [stackBase, { gap }]);

const inlineBase = style({ display: 'flex', flexWrap: 'wrap', minWidth: 0 });
export const inline = styleVariants(spaces, (gap) => [inlineBase, { gap }]);

const justifications = { start: 'flex-start', between: 'space-between', end: 'flex-end', centre: 'center' };
export const justify = styleVariants(justifications, (justifyContent) => ({ justifyContent }));

const alignments = { start: 'flex-start', centre: 'center', end: 'flex-end', baseline: 'baseline' };
export const align = styleVariants(alignments, (alignItems) => ({ alignItems }));
export const noWrap = style({ flexWrap: 'nowrap' });

const textColours = { default: vars.color.text, muted: vars.color.textMuted, danger: vars.color.danger };
export const tone = styleVariants(textColours, (color) => ({ color }));

const textSizes = { xs: vars.fontSize.xs, sm: vars.fontSize.sm, md: vars.fontSize.md, lg: vars.fontSize.lg };
export const size = styleVariants(textSizes, (fontSize) => ({ fontSize }));

export const weight = styleVariants(vars.fontWeight, (fontWeight) => ({ fontWeight }));

export const wrap = styleVariants({
  /** Long words (file names, e-mail addresses) break instead of widening the page. */
  anywhere: { overflowWrap: 'anywhere' },
  /** A value that must stay on one line, such as a phone number or a date. */
  never: { whiteSpace: 'nowrap' },
  /** At most two lines, then an ellipsis. */
  twoLines: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
});

export const centred = style({ ...centredContent, padding: vars.space.xxl });
