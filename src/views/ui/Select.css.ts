import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { controlFrame, controlStates, outlinedBox, spreadRow } from './fragments';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  ...controlFrame,
  textAlign: 'left',
  selectors: {
    ...controlStates,
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});

export const valueText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const chevronUp = style({ transform: 'rotate(180deg)' });

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  background: vars.color.surface,
  ...outlinedBox,
  boxShadow: vars.shadow.lg,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  ...spreadRow,
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSoft, color: vars.tone.primary.fg },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const scrollButton = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xs, color: vars.color.textMuted });
