import { describe, expect, it } from 'vitest';
import { palette, sidebarPalette, tonePalette } from '../../../src/styles/palette';
import { channelsOf, washOver } from '../../support/colour';

function luminance(hex: string): number {
  const channels = channelsOf(hex).map((c) => c / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

// WCAG AA for normal-size text.
const AA = 4.5;

describe('colour contrast (WCAG AA)', () => {
  it.each(Object.entries(tonePalette))('badge tone %s: text on its background', (_, tone) => {
    expect(contrast(tone.fg, tone.bg)).toBeGreaterThanOrEqual(AA);
  });

  it.each([
    ['text on surface', palette.text, palette.surface],
    ['text on page', palette.text, palette.page],
    ['muted text on surface', palette.textMuted, palette.surface],
    ['muted text on subtle surface', palette.textMuted, palette.surfaceSubtle],
    ['muted text on sunken surface', palette.textMuted, palette.surfaceSunken],
    ['muted text on page', palette.textMuted, palette.page],
    ['brand link on surface', palette.brand, palette.surface],
    ['brand on soft brand', palette.brand, palette.brandSoft],
    ['white on brand button', palette.onBrand, palette.brand],
    ['white on brand hover', palette.onBrand, palette.brandHover],
    ['white on danger button', palette.onBrand, palette.danger],
    ['white on success button', palette.onBrand, palette.success],
    ['danger text on surface', palette.danger, palette.surface],
    ['primary tone text on soft brand', tonePalette.primary.fg, palette.brandSoft],
  ])('%s', (_, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(AA);
  });

  const sidebar = sidebarPalette;
  it.each([
    ['sidebar text', sidebar.text, sidebar.ground],
    ['sidebar link', sidebar.link, sidebar.ground],
    ['sidebar muted text', sidebar.muted, sidebar.ground],
    ['sidebar link under the pointer', sidebar.bright, washOver(sidebar.linkHover, sidebar.ground)],
    ['sidebar button', sidebar.text, washOver(sidebar.button, sidebar.ground)],
    ['sidebar button under the pointer', sidebar.text, washOver(sidebar.buttonHover, sidebar.ground)],
  ])('%s on the dark sidebar', (_, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(AA);
  });

  it('the focus ring and control borders stand out (3:1 for UI parts)', () => {
    expect(contrast(palette.focusRing, palette.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(palette.borderStrong, palette.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(palette.borderStrong, palette.surfaceSubtle)).toBeGreaterThanOrEqual(3);
  });
});
