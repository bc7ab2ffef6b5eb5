import { createVar, style } from '@vanilla-extract/css';

/**
 * Values computed from data (a bar's length, a column's share of a table) reach the styles
 * through this one variable, so no view writes an inline style: the class says what the
 * value does, `sizedBy` says how large it is (docs/architecture.md, "Styling").
 */
export const size = createVar();

/** An element whose width is the computed size. */
export const widthFromSize = style({ width: size });

/** An element at least as tall as the computed size: room kept for content still being read. */
export const minHeightFromSize = style({ minHeight: size });
