import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { messageBox, toneColours } from './fragments';

export const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  ...messageBox,
  borderLeftWidth: '4px',
});

/** The thick left edge takes the tone's text colour, so the alert reads at a glance. */
export const tone = styleVariants(
  { danger: vars.tone.danger, warning: vars.tone.warning, success: vars.tone.success, info: vars.tone.info },
  (colours) => ({ ...toneColours(colours), borderLeftColor: colours.fg }),
);

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
