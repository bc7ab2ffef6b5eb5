import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { outlinedBox, unstyledList } from './fragments';

export const nav = style({ display: 'flex', justifyContent: 'center', padding: `${vars.space.md} 0` });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  ...unstyledList,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '36px',
  height: '36px',
  padding: `0 ${vars.space.sm}`,
  ...outlinedBox,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover:not(:disabled):not([aria-current="page"])': { background: vars.color.surfaceSubtle, borderColor: vars.color.borderStrong },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
    '&:disabled': { color: vars.color.textMuted, background: vars.color.surfaceSubtle, opacity: 0.7 },
  },
});
