import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { centredContent, equalColumns, outlinedBox, spreadRow, unstyledList } from '../ui/fragments';

export const stats = style({ ...equalColumns(4, { 'screen and (max-width: 1180px)': 2, [media.phone]: 1 }), gap: vars.space.lg });

export const twoColumns = style({
  ...equalColumns(2, { 'screen and (max-width: 1023.98px)': 1 }),
  gap: vars.space.xl,
  alignItems: 'start',
});

export const centred = style({ ...centredContent, padding: `${vars.space.xxxl} ${vars.space.lg}` });

export const retryRow = style({ marginTop: vars.space.md });

/* ---------- lists ---------- */

export const list = style({ ...unstyledList, display: 'grid' });

export const listItem = style({
  ...spreadRow,
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
  '@media': { [media.phone]: { flexDirection: 'column', gap: vars.space.xxs, padding: `${vars.space.md} ${vars.space.lg}` } },
});

/** Long lists scroll inside their card so the page keeps its overview. */
export const scroller = style({ maxHeight: '420px', overflowY: 'auto' });

export const emptyNote = style({ padding: vars.space.xl, textAlign: 'center' });

/* ---------- workload distribution ---------- */

export const bar = style({
  display: 'flex',
  height: '14px',
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

export const segment = style({ height: '100%', minWidth: '4px' });

export const chartFill = styleVariants(vars.chart, (colour) => ({ background: colour }));

export const chartStroke = styleVariants(vars.chart, (colour) => ({ stroke: colour }));

export const legend = style({
  ...unstyledList,
  margin: `${vars.space.lg} 0 0`,
  ...equalColumns(2, { [media.phone]: 1 }),
  gap: vars.space.md,
});

export const legendItem = style({ padding: vars.space.md, ...outlinedBox });

export const swatch = style({ width: '12px', height: '12px', borderRadius: '3px', flexShrink: 0 });

export const legendLabel = style({ flex: 1, minWidth: 0 });

export const legendPercent = style({ minWidth: '3.5ch', textAlign: 'right' });

export const quickLinks = style({
  marginTop: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

/* ---------- donut ---------- */

export const donutLayout = style({ gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center' });

export const donut = style({ width: '280px', maxWidth: '100%', height: 'auto' });

export const donutTrack = style({ stroke: vars.color.surfaceSunken });

export const donutTotal = style({ fill: vars.color.text, fontSize: '40px', fontWeight: vars.fontWeight.bold });

export const donutCaption = style({ fill: vars.color.textMuted, fontSize: '15px' });

export const donutSide = style({ width: '100%' });

export const donutLegend = style({ ...unstyledList, ...equalColumns(2, { [media.phone]: 1 }), gap: vars.space.sm });

export const summary = style({
  ...equalColumns(4, { [media.phone]: 2 }),
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSubtle,
});

export const summaryLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const summaryValue = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/* ---------- detail modal ---------- */

export const detailSummary = style({ ...equalColumns(4, { [media.phone]: 2 }), gap: vars.space.md, margin: `0 0 ${vars.space.lg}` });

export const detailFigure = style({
  padding: vars.space.md,
  ...outlinedBox,
  background: vars.color.surfaceSubtle,
});

export const cellStack = style({ minWidth: '160px' });

/* Deadlines in the next 14 days */
export const deadlineRow = style({
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

/* ---------- a Staff member's next tasks ---------- */

export const cardLink = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.brand });

export const itemLink = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.brand } },
});

export const itemReason = style({ fontSize: vars.fontSize.sm, color: vars.tone.warning.fg, overflowWrap: 'anywhere' });

export const itemBadges = style({ flexShrink: 0 });

export const centredSmall = style({ ...centredContent, padding: vars.space.xl });

export const cardAlert = style({ padding: vars.space.lg });

/** "Ready to plan" under the deadlines (docs/behaviour.md §2 Dashboard, "Plan next period"). */
export const planNextHeading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
});
