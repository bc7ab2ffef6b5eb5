import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import * as styles from './layout.css';

/**
 * `dl` is for a record's facts laid out as a column; `span` is for a row or column inside
 * phrasing content, such as a page subtitle's paragraph.
 */
type BlockTag = 'div' | 'section' | 'ul' | 'ol' | 'li' | 'header' | 'footer' | 'form' | 'nav' | 'dl' | 'span';
type TextTag = 'span' | 'p' | 'strong' | 'small' | 'div';

interface PrimitiveProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /** With `as="form"`: the form's own messages replace the browser's validation bubbles. */
  noValidate?: boolean;
}

/** Children one above the other, `gap` apart. */
export function Stack({ as: Tag = 'div', gap = 'md', className, ...rest }: PrimitiveProps & { as?: BlockTag; gap?: styles.Space }) {
  return <Tag {...rest} className={cx(styles.stack[gap], className)} />;
}

/** Children side by side, wrapping onto the next line when the row is full. */
export function Inline({
  as: Tag = 'div',
  gap = 'sm',
  justify = 'start',
  align = 'centre',
  nowrap = false,
  className,
  ...rest
}: PrimitiveProps & {
  as?: BlockTag;
  gap?: styles.Space;
  justify?: keyof typeof styles.justify;
  align?: keyof typeof styles.align;
  nowrap?: boolean;
}) {
  return (
    <Tag {...rest} className={cx(styles.inline[gap], styles.justify[justify], styles.align[align], nowrap && styles.noWrap, className)} />
  );
}

/** Text in one of the theme's sizes and tones. */
export function Text({
  as: Tag = 'span',
  size = 'sm',
  tone = 'default',
  weight,
  wrap,
  className,
  ...rest
}: PrimitiveProps & {
  as?: TextTag;
  size?: keyof typeof styles.size;
  tone?: keyof typeof styles.tone;
  weight?: keyof typeof styles.weight;
  wrap?: keyof typeof styles.wrap;
}) {
  return (
    <Tag
      {...rest}
      className={cx(styles.size[size], styles.tone[tone], weight && styles.weight[weight], wrap && styles.wrap[wrap], className)}
    />
  );
}

/** One thing (a spinner, a short message) in the middle of the space it is given. */
export function Centred({ className, ...rest }: PrimitiveProps) {
  return <div {...rest} className={cx(styles.centred, className)} />;
}
