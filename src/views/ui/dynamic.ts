import type { CSSProperties } from 'react';
import { size } from './dynamic.css';

/** Declares the computed size for an element styled with `widthFromSize`. */
export function sizedBy(value: string): CSSProperties {
  // createVar() yields `var(--name)`; the declaration needs the bare `--name`.
  const name = size.replace(/^var\((--[^)]+)\)$/, '$1');
  return { [name]: value } as CSSProperties;
}
