import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { outlinedBox, stackedOnPhone, unstyledList } from '../ui/fragments';

export const toolbar = style({ padding: vars.space.lg });

export const searchForm = style({ flex: '1 1 320px' });

export const grow = style({ flex: '1 1 auto', minWidth: 0 });

export const quickFilters = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}` });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  alignItems: 'end',
  gap: vars.space.md,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});

export const clamp = style({ maxWidth: '280px' });

export const actions = style({ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: vars.space.xs });

export const formGrid = style({ ...stackedOnPhone('1fr 1fr'), gap: vars.space.md });

/** A value the form shows but cannot change: its label, its badge and a note on one row. */
export const readOnly = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/* ---------- details ---------- */

export const infoGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
});

export const term = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const definition = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const taskList = style(unstyledList);

export const task = style({
  padding: vars.space.lg,
  ...outlinedBox,
  background: vars.color.surface,
});

export const taskTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const row = style({ fontSize: vars.fontSize.sm });

export const fileChip = style({
  display: 'inline-flex',
  maxWidth: '100%',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
});

/** The show / hide button keeps its own width instead of spanning the task card. */
export const toggle = style({ justifySelf: 'start' });

/** The reviewers of Change reviewer: a plain group of checkboxes. */
export const handoverFieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.sm });

export const handoverNote = style({ marginBottom: vars.space.md });
