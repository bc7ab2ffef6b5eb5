import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const countLine = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const pager = style({ marginTop: vars.space.xl, display: 'flex', justifyContent: 'center' });

export const modalStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const subjectLine = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const centred = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xxl });
