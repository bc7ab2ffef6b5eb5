import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { outlinedBox, stackedOnPhone, unstyledList } from '../ui/fragments';

export const pager = style({ padding: vars.space.lg });

export const clamp = style({ maxWidth: '280px' });

export const stats = style({ ...stackedOnPhone('repeat(3, minmax(0, 1fr))'), gap: vars.space.lg, marginBottom: vars.space.xl });

/** Where submitted tasks went, under the counts. */
export const submittedNote = style({ margin: `calc(-1 * ${vars.space.md}) 0 ${vars.space.xl}` });

export const info = style({
  ...stackedOnPhone('repeat(2, minmax(0, 1fr))'),
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
});

export const infoLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const infoValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const plainList = style(unstyledList);

export const taskItem = style({
  padding: vars.space.md,
  ...outlinedBox,
});

export const summaryRow = style({ fontSize: vars.fontSize.sm });

export const fileInput = style({ fontSize: vars.fontSize.sm });

export const jobDescription = style({ margin: `0 0 ${vars.space.md}` });
