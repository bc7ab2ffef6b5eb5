import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const body = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
});

export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  background: vars.tone.danger.bg,
  color: vars.tone.danger.fg,
  border: `1px solid ${vars.tone.danger.border}`,
  fontWeight: vars.fontWeight.bold,
});

export const message = style({
  alignSelf: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
