import { useState } from 'react';
import * as styles from './login.css';

/** A client's logo, or its name in text when the image cannot be loaded. */
export function ClientLogo({ name, src }: { name: string; src: string }) {
  // Whether the image failed is presentation, not part of any flow.
  const [failed, setFailed] = useState(false);
  if (failed) return <span className={styles.logoFallback}>{name}</span>;
  return <img className={styles.logoImage} src={src} alt={name} height={40} onError={() => setFailed(true)} />;
}
