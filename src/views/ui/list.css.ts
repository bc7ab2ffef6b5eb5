import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { headBand, spreadRow } from './fragments';

/** A table screen's toolbar, cells and footer, shared by every list screen. */
export const toolbar = style({
  ...spreadRow,
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
  ...headBand,
  '@media': { [media.phone]: { padding: vars.space.lg } },
});

export const search = style({ flex: '1 1 280px', maxWidth: '420px', '@media': { [media.phone]: { maxWidth: 'none' } } });

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/**
 * The toolbar's status ("12 users", "Loading…"): a line of its own on a phone, kept while it is
 * empty, so the list under it does not move when the count arrives or its words change length
 * (a short status fitted beside the search box and a longer one wrapped under it).
 */
export const toolbarStatus = style([
  count,
  {
    minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
    '@media': { [media.phone]: { flexBasis: '100%' } },
  },
]);

export const messages = style({ display: 'grid', gap: vars.space.md, padding: `${vars.space.lg} ${vars.space.xl} 0` });

export const primaryCell = style({ display: 'grid', gap: vars.space.xxs, minWidth: '200px' });

export const strong = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const muted = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'break-word' });

export const clamp = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  maxWidth: '260px',
  fontSize: vars.fontSize.sm,
});

/**
 * A row's buttons. They wrap rather than widen the table past its card (where the last ones
 * would be hidden until the table is scrolled sideways) or, on a phone's card, run over the label.
 */
export const actions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end', flexWrap: 'wrap' });

export const footer = style({
  ...spreadRow,
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.phone]: { justifyContent: 'center', padding: vars.space.md } },
});

/** The pager alone at the foot of a filtered list's card (PagedTable). */
export const cardPager = style({
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

/** A paged list's count and spinner line, under its filters (ListStatus.tsx). */
export const listMeta = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Rows of a list reading again: still shown, dimmed. */
export const busy = style({ opacity: 0.6, transition: `opacity ${vars.duration.fast}` });

/** A value that must not break across lines, such as a phone number. */
export const nowrap = style({ whiteSpace: 'nowrap' });
