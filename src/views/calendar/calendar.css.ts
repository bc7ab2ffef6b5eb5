import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { outlinedBox, unstyledList } from '../ui/fragments';

export const toolbar = style({ marginBottom: vars.space.lg });

export const monthTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  minWidth: '12rem',
  textAlign: 'center',
  '@media': { [media.phone]: { minWidth: 0, flexBasis: '100%', textAlign: 'left', order: -1 } },
});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  alignItems: 'start',
  '@media': { [`screen and (max-width: 1100px)`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const grid = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
});

export const weekday = style({
  padding: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textAlign: 'left',
});

export const cell = style({
  position: 'relative',
  verticalAlign: 'top',
  height: '5.5rem',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.phone]: { height: '3.25rem', padding: vars.space.xxs } },
});

export const today = style({ background: vars.color.brandSoft });

export const dayNumber = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const holidayName = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.tone.warning.fg,
  // Whole, on as many lines as it takes: it is not focusable, so a cut name could not be read in full.
  overflowWrap: 'anywhere',
  '@media': { [media.phone]: { display: 'none' } },
});

export const dayButton = style({
  display: 'block',
  width: '100%',
  marginTop: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.tone.primary.border}`,
  borderRadius: vars.radius.sm,
  background: vars.tone.primary.bg,
  color: vars.tone.primary.fg,
  fontSize: vars.fontSize.xs,
  textAlign: 'left',
  cursor: 'pointer',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
});

export const dayButtonOverdue = style({
  borderColor: vars.tone.danger.border,
  background: vars.tone.danger.bg,
  color: vars.tone.danger.fg,
});

/**
 * The whole names of a day's deadlines, under its chip while the chip is hovered or has
 * keyboard focus (a `title` is never shown on focus). Hidden from assistive technology: the
 * chip's own name says the same.
 */
export const dayTooltip = style({
  display: 'none',
  position: 'absolute',
  zIndex: vars.zIndex.popover,
  top: 'calc(100% - 2px)',
  left: 0,
  width: 'max-content',
  minWidth: '100%',
  maxWidth: '16rem',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  listStyle: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'normal',
  pointerEvents: 'none',
  selectors: {
    [`${dayButton}:hover + &, ${dayButton}:focus-visible + &`]: { display: 'block' },
    // Thursday to Sunday open leftwards, so the tooltip stays inside the grid.
    [`${cell}:nth-child(n+4) > &`]: { left: 'auto', right: 0 },
  },
});

export const tooltipOverdue = style({ fontWeight: vars.fontWeight.semibold });

export const longLabel = style({ '@media': { [media.phone]: { display: 'none' } } });
export const shortLabel = style({ display: 'none', '@media': { [media.phone]: { display: 'inline' } } });

export const agenda = style({ display: 'grid', gap: vars.space.md, ...unstyledList });

export const deadline = style({
  ...outlinedBox,
  padding: vars.space.md,
  background: vars.color.surface,
  scrollMarginTop: vars.space.xxxl,
  ':focus': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const deadlineOverdue = style({ borderColor: vars.color.danger, borderLeftWidth: '4px' });

export const deadlineTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const meta = style({ margin: `${vars.space.xxs} 0 0` });

export const check = style({ color: vars.tone.warning.fg, fontWeight: vars.fontWeight.semibold });

export const badges = style({ marginTop: vars.space.xs });

export const groupTitle = style({
  margin: `${vars.space.sm} 0 ${vars.space.xxs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const names = style({ ...unstyledList, fontSize: vars.fontSize.sm });

export const name = styleVariants({
  planned: { padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm, background: vars.tone.success.bg, color: vars.tone.success.fg },
  likely: { padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm, background: vars.tone.warning.bg, color: vars.tone.warning.fg },
  overdue: {
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    background: vars.tone.danger.bg,
    color: vars.tone.danger.fg,
    fontWeight: vars.fontWeight.semibold,
  },
});

export const jobLink = style({ color: 'inherit' });

export const source = style({ margin: `${vars.space.xs} 0 0` });

export const footer = style({ width: '100%' });

export const holidayForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const holidayList = style({ ...unstyledList, margin: `${vars.space.md} 0 0`, maxHeight: '18rem', overflowY: 'auto' });

export const holidayRow = style({
  padding: `${vars.space.xxs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const notice = style({ margin: `0 0 ${vars.space.md}` });

export const substituteRow = style({
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const substituteActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'end' });
