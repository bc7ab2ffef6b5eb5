import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { outlinedBox, unstyledList } from './fragments';

export const fileList = style(unstyledList);

export const fileItem = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  ...outlinedBox,
});

export const fileInput = style({
  fontSize: vars.fontSize.sm,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSubtle,
  width: '100%',
  minWidth: 0,
});
