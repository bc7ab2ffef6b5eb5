import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: '1px solid',
  borderLeftWidth: '4px',
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const tone = styleVariants({
  danger: {
    background: vars.tone.danger.bg,
    color: vars.tone.danger.fg,
    borderColor: vars.tone.danger.border,
    borderLeftColor: vars.tone.danger.fg,
  },
  warning: {
    background: vars.tone.warning.bg,
    color: vars.tone.warning.fg,
    borderColor: vars.tone.warning.border,
    borderLeftColor: vars.tone.warning.fg,
  },
  success: {
    background: vars.tone.success.bg,
    color: vars.tone.success.fg,
    borderColor: vars.tone.success.border,
    borderLeftColor: vars.tone.success.fg,
  },
  info: { background: vars.tone.info.bg, color: vars.tone.info.fg, borderColor: vars.tone.info.border, borderLeftColor: vars.tone.info.fg },
});

export const body = style({ flex: 1, minWidth: 0 });

export const title = style({
  display: 'block',
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space.xxs,
});

export const dismiss = style({
  flexShrink: 0,
  width: '28px',
  height: '28px',
  margin: `calc(${vars.space.xs} * -1) calc(${vars.space.sm} * -1) 0 0`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  selectors: { '&:hover': { background: 'rgba(0, 0, 0, 0.06)' } },
});
