import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

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
export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  between: { justifyContent: 'space-between' },
  end: { justifyContent: 'flex-end' },
  centre: { justifyContent: 'center' },
});
export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  centre: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
});
export const noWrap = style({ flexWrap: 'nowrap' });

export const tone = styleVariants({
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  danger: { color: vars.color.danger },
});
export const size = styleVariants({
  xs: { fontSize: vars.fontSize.xs },
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.lg },
});
export const weight = styleVariants({
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  semibold: { fontWeight: vars.fontWeight.semibold },
  bold: { fontWeight: vars.fontWeight.bold },
});
export const wrap = styleVariants({
  /** Long words (file names, e-mail addresses) break instead of widening the page. */
  anywhere: { overflowWrap: 'anywhere' },
  /** A value that must stay on one line, such as a phone number or a date. */
  never: { whiteSpace: 'nowrap' },
  /** At most two lines, then an ellipsis. */
  twoLines: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
});

export const centred = style({ display: 'grid', placeItems: 'center', padding: vars.space.xxl });
