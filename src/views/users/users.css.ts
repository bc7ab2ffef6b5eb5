import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

/** The user cell keeps the name beside the photo readable when the table is squeezed. */
export const person = style({ minWidth: '200px' });

/** On a phone the photo lines up with the field's label, not with the middle of its hint. */
export const photoRow = style({ '@media': { [media.phone]: { alignItems: 'flex-start' } } });

export const photoField = style({ flex: 1, minWidth: 0 });

export const detailsHead = style({ marginBottom: vars.space.lg });

/** The name and badges beside the photo keep a readable width. */
export const identity = style({ minWidth: '200px' });

/** What a leaving user holds and who takes it over, inside the confirmation. */
export const handover = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.md });

export const handoverNote = style({ marginTop: vars.space.sm, color: vars.color.textMuted });
