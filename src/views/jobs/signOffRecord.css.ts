import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The record's page; on paper only the record is printed (docs/behaviour.md §4 "Sign-off record"). */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const noPrint = style({ '@media': { print: { display: 'none' } } });

// The app's frame (sidebar, header) stays on screen and off the paper while this page is shown.
globalStyle('body:has([data-sign-off-record]) :is(header, aside, nav)', { '@media': { print: { display: 'none' } } });
globalStyle('body:has([data-sign-off-record]) main', { '@media': { print: { padding: 0, margin: 0, overflow: 'visible' } } });

export const task = style({
  breakInside: 'avoid',
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

// A task's name sits below the page's own heading, sized like a card title rather than the browser's h2.
export const taskName = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const entries = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const entryText = style({ overflowWrap: 'anywhere', fontSize: vars.fontSize.sm });
