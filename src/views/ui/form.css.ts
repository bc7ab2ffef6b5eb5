import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

/** The two-column form layout of the modals (one column on a phone). */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });
