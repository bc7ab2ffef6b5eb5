import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const ring = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.75s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2s !important', animationIterationCount: 'infinite !important' },
  },
});

export const size = styleVariants({
  sm: { width: '14px', height: '14px', borderWidth: '2px' },
  md: { width: '20px', height: '20px', borderWidth: '2px' },
  lg: { width: '36px', height: '36px', borderWidth: '3px' },
});

export const ringColour = style({ color: vars.color.brand });
