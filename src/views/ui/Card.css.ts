import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { headBand, raisedPanel, spreadRow } from './fragments';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  ...raisedPanel,
  minWidth: 0,
});

export const header = style({
  ...spreadRow,
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  ...headBand,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const subtitle = style({
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });

export const body = style({ padding: vars.space.xl, minWidth: 0 });

export const flush = style({ padding: 0 });
