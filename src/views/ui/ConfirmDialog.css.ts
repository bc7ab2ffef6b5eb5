import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const message = style({ fontSize: vars.fontSize.md, color: vars.color.text });

export const error = style({ marginTop: vars.space.lg });
