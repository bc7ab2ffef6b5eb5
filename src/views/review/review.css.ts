import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const toolbar = style({ marginBottom: vars.space.lg });

export const pager = style({ marginTop: vars.space.xl });
