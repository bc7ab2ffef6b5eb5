import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

/** A term / definition list of a record's facts, as the detail modals show them. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs } },
});

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const definition = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [media.phone]: { marginBottom: vars.space.sm } },
});

/** A term and its definition stay one grid row each without a wrapper box of their own. */
export const pair = style({ display: 'contents' });
