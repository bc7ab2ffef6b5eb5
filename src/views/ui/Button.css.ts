import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6 },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.onBrand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    boxShadow: vars.shadow.sm,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSubtle, borderColor: vars.color.borderStrong } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.brand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.onBrand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover } },
  },
  success: {
    background: vars.color.success,
    color: vars.color.onBrand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.successHover } },
  },
});

export const size = styleVariants({
  sm: { minHeight: '32px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
  md: { minHeight: '40px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.sm },
  lg: { minHeight: '48px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.md },
});

export const fullWidth = style({ width: '100%' });

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
