import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { equalColumns, outlinedBox, unstyledList } from '../ui/fragments';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [`screen and (max-width: 1100px)`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The numbered steps carry their own number badges, so the list shows no markers of its own. */
export const steps = style(unstyledList);

export const step = style({
  display: 'grid',
  gridTemplateColumns: '28px minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  marginTop: '22px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const stepNumberDone = style({ background: vars.color.brand, color: vars.color.onBrand });

export const pair = style({ ...equalColumns(2, { [media.phone]: 1 }), gap: vars.space.md });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const reviewerList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.xs,
  maxHeight: '240px',
  overflowY: 'auto',
  padding: vars.space.sm,
  ...outlinedBox,
  background: vars.color.surface,
});

export const reviewerListDisabled = style({ background: vars.color.surfaceSunken });

export const note = style({ marginTop: vars.space.xs });

/** On a phone the form's buttons stack, each as wide as the form. */
export const actions = style({
  marginTop: vars.space.xl,
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const message = style({ marginTop: vars.space.lg });

export const summaryTerm = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const summaryValue = style({ fontSize: vars.fontSize.sm, color: vars.color.text, overflowWrap: 'anywhere' });
