import { style, type StyleRule } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { centredContent, equalColumns, raisedPanel, unstyledList } from '../ui/fragments';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(380px, 460px) minmax(0, 1fr)',
  background: vars.color.page,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const formColumn = style({
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xxxl} ${vars.space.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xl,
  '@media': {
    [media.phone]: { padding: `${vars.space.xl} ${vars.space.lg}`, borderRight: 0, borderBottom: `1px solid ${vars.color.border}` },
  },
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const brandMark = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  ...centredContent,
});

export const brandName = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const brandTagline = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const heading = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const subheading = style({ marginTop: vars.space.xs });

export const link = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

/** A control that opens a help dialog, drawn as the link it reads as. */
export const linkButton = style([
  link,
  {
    padding: 0,
    border: 0,
    background: 'none',
    color: vars.color.brand,
    textDecoration: 'underline',
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.brandHover } },
  },
]);

export const helpText = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, color: vars.color.text });

/** The page's calls to action (a help answer's link, a plan's button): shaped and lettered alike. */
const callToAction = {
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
} satisfies StyleRule;

/** A call to action filled with the brand colour, the one to take first. */
const brandFilled = {
  background: vars.color.brand,
  color: vars.color.onBrand,
  selectors: { '&:hover': { background: vars.color.brandHover, color: vars.color.onBrand } },
} satisfies StyleRule;

export const helpAction = style({ display: 'inline-flex', alignItems: 'center', ...callToAction, ...brandFilled });

export const requestAccess = style({ textAlign: 'center' });

/** Mock mode only: the way out of damaged demo data before signing in. */
export const demoData = style({ textAlign: 'center' });

export const resetButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const marketing = style({
  padding: `${vars.space.xxxl} ${vars.space.xxxl}`,
  display: 'grid',
  alignContent: 'center',
  gap: vars.space.xxl,
  background: `linear-gradient(160deg, ${vars.color.brandSoft} 0%, ${vars.color.page} 60%)`,
  '@media': { [media.phone]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
});

export const pitchTitle = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  maxWidth: '20ch',
  '@media': { [media.phone]: { fontSize: vars.fontSize.xxl } },
});
export const pitchText = style({ maxWidth: '60ch', marginTop: vars.space.sm });

export const plans = style({
  ...unstyledList,
  ...equalColumns(3, { 'screen and (max-width: 1100px)': 1 }),
  gap: vars.space.lg,
});

export const plan = style({
  position: 'relative',
  ...raisedPanel,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const planPopular = style({ borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}, ${vars.shadow.md}` });

export const popularBadge = style({
  position: 'absolute',
  top: '-12px',
  left: vars.space.xl,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
});

export const planName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const price = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const features = style({ ...unstyledList, fontSize: vars.fontSize.sm, flex: 1 });
export const tick = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });

export const logosLabel = style({ textTransform: 'uppercase', letterSpacing: '0.08em' });
export const logoImage = style({ height: '40px', width: 'auto' });
export const logoFallback = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
});

/** A plan's action, a button or a link: drawn alike, outlined in the brand colour. */
export const planAction = style({
  // First, so that a button takes the page's type and the weight and size below still hold.
  font: 'inherit',
  ...callToAction,
  display: 'inline-flex',
  justifyContent: 'center',
  background: 'transparent',
  cursor: 'pointer',
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

export const planActionPrimary = style([planAction, brandFilled]);
