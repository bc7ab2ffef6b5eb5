import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { messageBox, toneColours } from './fragments';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  ...messageBox,
  boxShadow: vars.shadow.md,
  fontWeight: vars.fontWeight.medium,
  animation: `${slideIn} ${vars.duration.normal} ease-out`,
});

export const floating = style({
  position: 'fixed',
  top: vars.space.xl,
  right: vars.space.xl,
  zIndex: vars.zIndex.toast,
  maxWidth: 'calc(100vw - 48px)',
});

export const tone = styleVariants({ success: vars.tone.success, info: vars.tone.info }, toneColours);
