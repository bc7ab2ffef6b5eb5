import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: '200px' });

export const badges = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const photoRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  '@media': { [media.phone]: { alignItems: 'flex-start' } },
});

export const photoField = style({ flex: 1, minWidth: 0 });

export const detailsHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, marginBottom: vars.space.lg });
