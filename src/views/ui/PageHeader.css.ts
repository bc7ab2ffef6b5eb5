import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.phone]: { fontSize: vars.fontSize.xl } },
});
export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginTop: vars.space.xs });
/** The time of a kept copy shown offline: a quiet tag, not an alert (nothing failed that the user can fix). */
export const asOf = style({
  display: 'inline-block',
  marginTop: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
