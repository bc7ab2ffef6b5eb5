import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: '50%',
  background: vars.tone.primary.bg,
  color: vars.tone.primary.fg,
  fontWeight: vars.fontWeight.semibold,
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { width: '28px', height: '28px', fontSize: vars.fontSize.xs },
  md: { width: '40px', height: '40px', fontSize: vars.fontSize.sm },
  lg: { width: '64px', height: '64px', fontSize: vars.fontSize.xl },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
