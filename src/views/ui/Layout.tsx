import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import * as styles from './layout.css';

type BlockTag = 'div' | 'section' | 'ul' | 'ol' | 'li' | 'header' | 'footer' | 'form';
type TextTag = 'span' | 'p' | 'strong' | 'small' | 'div';

interface PrimitiveProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
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
