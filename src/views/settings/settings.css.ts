import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const legend = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, padding: `0 ${vars.space.xs}` });
