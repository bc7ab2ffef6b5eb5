import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  marginBottom: vars.space.sm,
  borderRadius: '50%',
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.xl,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const message = style({ maxWidth: '44ch', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const action = style({ marginTop: vars.space.md });
