import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const required = style({ marginLeft: vars.space.xxs, color: vars.color.danger });

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, color: vars.color.danger });

export const control = style({
  width: '100%',
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 3px ${vars.color.brandSoft}, 0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[readonly]': { background: vars.color.surfaceSubtle },
  },
});

export const textArea = style({ minHeight: '96px', resize: 'vertical' });

export const checkboxRow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });

export const checkbox = style({
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
});
