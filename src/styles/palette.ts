import type { BadgeTone } from '../domain/tones';

/**
 * Raw colour values, kept outside the `.css.ts` theme so tests can check every
 * foreground/background pair against WCAG AA without a stylesheet.
 */
export const palette = {
  brand: '#1f4fc7',
  brandHover: '#183f9f',
  brandSoft: '#eaf0fc',
  onBrand: '#ffffff',
  surface: '#ffffff',
  surfaceSubtle: '#f6f7f9',
  surfaceSunken: '#eef1f5',
  page: '#f4f6f9',
  text: '#111827',
  textMuted: '#4b5565',
  border: '#d8dde5',
  borderStrong: '#858fa0',
  focusRing: '#2b63d9',
  overlay: 'rgba(15, 23, 42, 0.45)',
  danger: '#b42318',
  dangerHover: '#912018',
  success: '#177245',
  successHover: '#115a36',
} as const;

/**
 * The dark sidebar's colours: its ground, the light inks on it, and the white washes of its
 * rules and buttons, which lie over the ground.
 */
export const sidebarPalette = {
  ground: '#0f1d3a',
  text: '#e6ebf5',
  link: '#d5dcea',
  muted: '#aab6cf',
  bright: '#ffffff',
  rule: 'rgba(255,255,255,0.12)',
  linkHover: 'rgba(255,255,255,0.08)',
  button: 'rgba(255,255,255,0.06)',
  buttonEdge: 'rgba(255,255,255,0.18)',
  buttonHover: 'rgba(255,255,255,0.14)',
} as const;

export type ToneColours = { bg: string; fg: string; border: string };

export const tonePalette: Record<BadgeTone, ToneColours> = {
  success: { bg: '#e7f5ed', fg: '#14633b', border: '#b4dec6' },
  primary: { bg: '#eaf0fc', fg: '#1b47b3', border: '#bccdf2' },
  info: { bg: '#e5f4f8', fg: '#0b5a70', border: '#b0dbe6' },
  warning: { bg: '#fdf3e0', fg: '#8a4500', border: '#f2d19a' },
  danger: { bg: '#fdecea', fg: '#a8231a', border: '#f5bdb8' },
  secondary: { bg: '#f0f2f5', fg: '#4b5565', border: '#d4d9e0' },
};

/** docs/behaviour.md §9 chart colours: overdue red, ongoing amber, in review blue, to review green. */
export const chartPalette = {
  overdue: '#d92d20',
  ongoing: '#f59e0b',
  inReview: '#2e6fe0',
  toReview: '#16a34a',
} as const;

export type ChartKey = keyof typeof chartPalette;
