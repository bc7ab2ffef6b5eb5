import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { unstyledList } from '../ui/fragments';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  alignItems: 'end',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const notice = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}` });

export const changes = style([unstyledList, { display: 'grid', gap: vars.space.xxs, overflowWrap: 'anywhere', minWidth: 0 }]);

export const pager = style({
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
