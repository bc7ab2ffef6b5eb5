import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const track = style({ height: '8px', overflow: 'hidden', borderRadius: vars.radius.pill, background: vars.color.surfaceSunken });

export const fill = style({ height: '100%', borderRadius: vars.radius.pill, transition: `width ${vars.duration.normal} ease-out` });

export const tone = styleVariants({
  primary: { background: vars.color.brand },
  success: { background: vars.color.success },
  warning: { background: vars.chart.ongoing },
  danger: { background: vars.color.danger },
});
