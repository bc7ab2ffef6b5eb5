import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:disabled': { opacity: 0.5 },
  },
});

export const tone = styleVariants({
  neutral: {},
  danger: {
    color: vars.color.danger,
    selectors: { '&:hover:not(:disabled)': { background: vars.tone.danger.bg, color: vars.tone.danger.fg } },
  },
  brand: {
    color: vars.color.brand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft, color: vars.color.brandHover } },
  },
});

export const size = styleVariants({
  sm: { width: '32px', height: '32px' },
  md: { width: '40px', height: '40px' },
});
