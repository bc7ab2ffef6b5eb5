import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A job's name that opens its details: read as the row's title, underlined when pointed at. */
export const jobNameLink = style({
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  ':hover': { textDecoration: 'underline' },
});
