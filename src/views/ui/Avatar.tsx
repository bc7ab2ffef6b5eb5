import { useState } from 'react';
import { initials } from '../../domain/format';
import * as styles from './Avatar.css';
import { cx } from './cx';

export interface AvatarProps {
  name: string | null | undefined;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** How many initials the fallback shows (the sidebar shows one). */
  letters?: number;
  /** Beside a visible name the avatar is decoration only. */
  decorative?: boolean;
}

export function Avatar({ name, src, size = 'md', letters = 2, decorative = false }: AvatarProps) {
  // Remember which address failed, so a new `src` is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const accessibleName = name?.trim() || 'User';
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': accessibleName };

  return (
    <span className={cx(styles.root, styles.size[size])} {...a11y}>
      {showImage && src ? <img src={src} alt="" className={styles.image} onError={() => setFailedSrc(src)} /> : initials(name, letters)}
    </span>
  );
}
