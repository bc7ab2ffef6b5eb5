import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const scroller = style({
  width: '100%',
  overflowX: 'auto',
  WebkitOverflowScrolling: 'touch',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const table = style({
  width: '100%',
  minWidth: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  '@media': { [media.phone]: { minWidth: '720px' } },
});

export const caption = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  captionSide: 'top',
});

export const headCell = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surfaceSubtle,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const row = style({
  selectors: {
    '&:hover': { background: vars.color.surfaceSubtle },
  },
});

globalStyle(`${row}:last-child > td`, { borderBottom: 0 });

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

export const emptyCell = style({ padding: 0 });

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

/** A grey bar standing in for a value not yet read. */
export const skeleton = style({
  display: 'block',
  height: '0.75rem',
  width: '70%',
  maxWidth: '12rem',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  animation: `${shimmer} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** Rows as cards on a phone: the header row is kept for screen readers only, each cell names itself. */
export const cards = style({
  '@media': { [media.phone]: { minWidth: 0 } },
});

const phone = (rule: Parameters<typeof globalStyle>[1]) => ({ '@media': { [media.phone]: rule } });

globalStyle(
  `${cards} thead`,
  phone({
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  }),
);
globalStyle(`${cards}, ${cards} tbody, ${cards} tr, ${cards} td`, phone({ display: 'block', width: '100%' }));
globalStyle(
  `${cards} tr`,
  phone({
    padding: `${vars.space.sm} 0`,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);
globalStyle(
  `${cards} td`,
  phone({
    display: 'grid',
    gridTemplateColumns: 'minmax(6.5rem, 35%) minmax(0, 1fr)',
    gap: vars.space.sm,
    padding: `${vars.space.xs} ${vars.space.lg}`,
    borderBottom: 0,
    textAlign: 'left',
    overflowWrap: 'anywhere',
  }),
);
globalStyle(
  `${cards} td[data-label]::before`,
  phone({
    content: 'attr(data-label)',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
  }),
);
// A cell's content may ask for a width that suits a table column; on a card it fits the card.
globalStyle(`${cards} td div`, phone({ minWidth: 0 }));
