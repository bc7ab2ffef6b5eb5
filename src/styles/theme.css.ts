import { createGlobalTheme } from '@vanilla-extract/css';
import { chartPalette, palette, tonePalette } from './palette';

export const vars = createGlobalTheme(':root', {
  color: {
    brand: palette.brand,
    brandHover: palette.brandHover,
    brandSoft: palette.brandSoft,
    onBrand: palette.onBrand,
    surface: palette.surface,
    surfaceSubtle: palette.surfaceSubtle,
    surfaceSunken: palette.surfaceSunken,
    page: palette.page,
    text: palette.text,
    textMuted: palette.textMuted,
    border: palette.border,
    borderStrong: palette.borderStrong,
    focusRing: palette.focusRing,
    overlay: palette.overlay,
    danger: palette.danger,
    dangerHover: palette.dangerHover,
    success: palette.success,
    successHover: palette.successHover,
  },
  tone: tonePalette,
  chart: chartPalette,
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 2px 6px rgba(16, 24, 40, 0.08), 0 1px 2px rgba(16, 24, 40, 0.04)',
    lg: '0 16px 40px rgba(16, 24, 40, 0.18)',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  zIndex: {
    sticky: '10',
    overlay: '100',
    modal: '110',
    popover: '120',
    toast: '130',
  },
  duration: {
    fast: '120ms',
    normal: '200ms',
  },
});

/** Breakpoints in px; a phone is anything narrower than 768px. */
export const breakpoints = { phone: 768, tablet: 1024, desktop: 1280 } as const;

export const media = {
  phone: `screen and (max-width: ${breakpoints.phone - 0.02}px)`,
  tabletUp: `screen and (min-width: ${breakpoints.phone}px)`,
  desktopUp: `screen and (min-width: ${breakpoints.tablet}px)`,
} as const;
