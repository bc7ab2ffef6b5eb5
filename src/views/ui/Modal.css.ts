import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { headBand, spreadRow } from './fragments';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  width: 'calc(100vw - 32px)',
  maxHeight: 'calc(100vh - 32px)',
  transform: 'translate(-50%, -50%)',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.duration.normal} ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [media.phone]: { width: 'calc(100vw - 16px)', maxHeight: 'calc(100vh - 16px)' } },
});

export const size = styleVariants({ sm: '420px', md: '560px', lg: '800px', xl: '1120px' }, (maxWidth) => ({ maxWidth }));

export const header = style({
  ...spreadRow,
  alignItems: 'flex-start',
  gap: vars.space.lg,
  ...headBand,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const description = style({ marginTop: vars.space.xxs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const body = style({ flex: 1, overflowY: 'auto', padding: vars.space.xl });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSubtle,
  borderBottomLeftRadius: vars.radius.lg,
  borderBottomRightRadius: vars.radius.lg,
});
