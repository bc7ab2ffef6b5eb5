import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { raisedPanel } from './fragments';
import { skeleton } from './Table.css';

export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  width: '100%',
  padding: vars.space.xl,
  ...raisedPanel,
  borderTop: '4px solid',
  color: vars.color.text,
  textAlign: 'left',
  transition: `box-shadow ${vars.duration.fast}, transform ${vars.duration.fast}`,
});

export const clickable = style({
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-1px)' },
  },
});

export const accent = styleVariants({
  danger: { borderTopColor: vars.chart.overdue },
  warning: { borderTopColor: vars.chart.ongoing },
  info: { borderTopColor: vars.chart.inReview },
  success: { borderTopColor: vars.chart.toReview },
  primary: { borderTopColor: vars.color.brand },
  neutral: { borderTopColor: vars.color.borderStrong },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.lg,
});

export const iconTone = styleVariants({
  danger: { background: vars.tone.danger.bg, color: vars.tone.danger.fg },
  warning: { background: vars.tone.warning.bg, color: vars.tone.warning.fg },
  info: { background: vars.tone.primary.bg, color: vars.tone.primary.fg },
  success: { background: vars.tone.success.bg, color: vars.tone.success.fg },
  primary: { background: vars.tone.primary.bg, color: vars.tone.primary.fg },
  neutral: { background: vars.tone.secondary.bg, color: vars.tone.secondary.fg },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });

export const value = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

/** A count not yet read: a bar in the value's line, so the card is as tall as it will be. */
export const valueSkeleton = style([skeleton, { display: 'inline-block', width: '3ch', height: '0.8em', verticalAlign: 'middle' }]);

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const valueTone = styleVariants({
  danger: { color: vars.tone.danger.fg },
  success: { color: vars.tone.success.fg },
  plain: {},
});
