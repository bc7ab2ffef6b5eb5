import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const toolbar = style({ marginBottom: vars.space.lg });

export const pager = style({ marginTop: vars.space.xl });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  alignItems: 'end',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});
