import { style, type StyleRule } from '@vanilla-extract/css';
import { hiddenRules } from '../../styles/global.css';
import { sidebarPalette } from '../../styles/palette';
import { media, vars } from '../../styles/theme.css';
import { centredContent, raisedPanel, spreadRow, unstyledList } from '../ui/fragments';

export const SIDEBAR_WIDTH = '260px';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: `${SIDEBAR_WIDTH} minmax(0, 1fr)`,
  minHeight: '100vh',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sidebar = style({
  width: SIDEBAR_WIDTH,
  background: sidebarPalette.ground,
  color: sidebarPalette.text,
  display: 'flex',
  flexDirection: 'column',
  position: 'sticky',
  top: 0,
  height: '100vh',
  overflowY: 'auto',
  '@media': {
    [media.phone]: {
      position: 'fixed',
      insetBlock: 0,
      left: 0,
      zIndex: vars.zIndex.modal,
      transform: 'translateX(-100%)',
      // Hidden, not just moved away: a closed drawer must not take keyboard focus.
      visibility: 'hidden',
      transition: `transform ${vars.duration.normal} ease, visibility ${vars.duration.normal}`,
      boxShadow: vars.shadow.lg,
    },
  },
});

export const sidebarOpen = style({
  '@media': { [media.phone]: { transform: 'translateX(0)', visibility: 'visible' } },
});

export const scrim = style({
  display: 'none',
  '@media': {
    [media.phone]: {
      display: 'block',
      position: 'fixed',
      inset: 0,
      background: vars.color.overlay,
      zIndex: vars.zIndex.overlay,
      border: 0,
      padding: 0,
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.lg}`,
});

export const brandMark = style({
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  ...centredContent,
  flexShrink: 0,
});

export const brandName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: sidebarPalette.bright });
export const brandTagline = style({ fontSize: vars.fontSize.xs, color: sidebarPalette.muted });

export const nav = style({ flex: 1, padding: `${vars.space.sm} ${vars.space.md}` });

export const navList = style(unstyledList);

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: sidebarPalette.link,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: sidebarPalette.linkHover, color: sidebarPalette.bright },
    '&[aria-current="page"]': { background: vars.color.brand, color: sidebarPalette.bright },
  },
});

export const subLink = style([navLink, { paddingLeft: vars.space.xxxl }]);

export const groupButton = style([
  navLink,
  {
    width: '100%',
    background: 'transparent',
    border: 0,
    textAlign: 'left',
    justifyContent: 'space-between',
  },
]);

export const chevron = style({
  transition: `transform ${vars.duration.fast} ease`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const userPanel = style({
  borderTop: `1px solid ${sidebarPalette.rule}`,
  padding: vars.space.lg,
});

export const userName = style({
  color: sidebarPalette.bright,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const userType = style({ color: sidebarPalette.muted, fontSize: vars.fontSize.xs });

export const settingsLine = style({ fontSize: vars.fontSize.xs, color: sidebarPalette.muted });

export const dataNotices = style({ margin: 0, paddingLeft: vars.space.md, fontSize: vars.fontSize.xs, color: sidebarPalette.text });

export const sidebarButton = style({
  background: sidebarPalette.button,
  border: `1px solid ${sidebarPalette.buttonEdge}`,
  color: sidebarPalette.text,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  selectors: { '&:hover': { background: sidebarPalette.buttonHover } },
});

export const signOutButton = style([sidebarButton, { width: '100%', padding: vars.space.sm, fontSize: vars.fontSize.sm }]);

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  ...spreadRow,
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.phone]: { padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const menuButton = style({
  display: 'none',
  '@media': {
    [media.phone]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '40px',
      height: '40px',
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
    },
  },
});

export const notifications = style({ marginLeft: 'auto' });

/** The header's round-ended controls (the count links, the shortcuts button): white and thinly outlined. */
const headerChip = {
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
} satisfies StyleRule;

export const notificationLink = style({
  ...headerChip,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { background: vars.color.surfaceSubtle, color: vars.color.text } },
});

export const countBadge = style({
  minWidth: '22px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  lineHeight: '20px',
});

export const countBadgeZero = style({ background: vars.color.surfaceSunken, color: vars.color.textMuted });

export const content = style({
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.xl,
  alignContent: 'start',
  '@media': { [media.phone]: { padding: vars.space.md, gap: vars.space.lg } },
});

export const centred = style({
  ...centredContent,
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
});

export const deniedCard = style({
  maxWidth: '560px',
  margin: '0 auto',
  ...raisedPanel,
  boxShadow: vars.shadow.md,
  padding: vars.space.xxl,
  textAlign: 'center',
});

export const deniedFacts = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  margin: 0,
});

export const userText = style({ minWidth: 0 });

/** "Skip to content": hidden until a keyboard user reaches it, then shown at the top left. */
export const skipLink = style({
  ...hiddenRules,
  selectors: {
    '&:focus': {
      position: 'fixed',
      top: vars.space.sm,
      left: vars.space.sm,
      width: 'auto',
      height: 'auto',
      margin: 0,
      padding: `${vars.space.sm} ${vars.space.md}`,
      clip: 'auto',
      zIndex: 100,
      background: vars.color.surface,
      color: vars.color.text,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.sm,
    },
  },
});

/* Keyboard shortcuts: the header button (not on phones, which have no keyboard) and the help list. */
export const shortcutsButton = style({
  ...headerChip,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSubtle } },
  '@media': { [media.phone]: { display: 'none' } },
});

export const shortcutList = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const shortcutRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, auto) 1fr',
  alignItems: 'baseline',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const shortcutKeys = style({ whiteSpace: 'nowrap' });

export const kbd = style({
  display: 'inline-block',
  minWidth: '24px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderBottomWidth: '2px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSubtle,
  color: vars.color.text,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});

export const shortcutDoes = style({ margin: 0, color: vars.color.text });

/** The outbox's list (OutboxButton.tsx). */
export const outboxList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const outboxItem = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** The person's own text, kept as typed. */
export const outboxText = style({ whiteSpace: 'pre-wrap' });
