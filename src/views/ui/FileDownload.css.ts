import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The button and, under it, what went wrong; never wider than the card it sits in. */
export const file = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, maxWidth: '100%' });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.brand,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'progress' },
  },
});

/** The whole name, wrapped where it must: "Lekki bank reconciliation March.xlsx" never becomes "Lekki bank rec...". */
export const name = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.xs });
