import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { controlFrame, controlStates } from './fragments';

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
  ...controlFrame,
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    ...controlStates,
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
