import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { equalColumns } from './fragments';

/** The two-column form layout of the modals (one column on a phone). */
export const formGrid = style({ ...equalColumns(2, { [media.phone]: 1 }), gap: vars.space.lg });

export const wide = style({ gridColumn: '1 / -1' });
