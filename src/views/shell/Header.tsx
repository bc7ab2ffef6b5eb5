import { Link } from 'wouter';
import { useSelector } from '@xstate/react';
import { useNotifications } from '../../app/signedInActors';
import { badgeCount } from '../../domain/notifications';
import * as styles from './shell.css';
import { cx } from '../ui/cx';
import { Inline } from '../ui/Layout';
import { OutboxButton } from './OutboxButton';

interface HeaderProps {
  canApprove: boolean;
  menuOpen: boolean;
  onOpenMenu: () => void;
  onShowShortcuts: () => void;
}

/** docs/behaviour.md §2 header: To Approve (Admin and Super Admin) and To Finish (everyone) with live counts. */
export function Header({ canApprove, menuOpen, onOpenMenu, onShowShortcuts }: HeaderProps) {
  const counts = useSelector(useNotifications(), (s) => s.context.counts);
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.menuButton}
        aria-label="Open menu"
        aria-controls="sidebar"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Inline as="nav" gap="sm" nowrap className={styles.notifications} aria-label="Notifications">
        <OutboxButton />
        {canApprove && <NotificationLink href="/jobs/pending" label="To Approve" count={counts.pendingToApprove} />}
        <NotificationLink href="/my-jobs/pending" label="To Finish" count={counts.pendingToFinish} />
      </Inline>
      <button
        type="button"
        className={styles.shortcutsButton}
        aria-label="Keyboard shortcuts"
        aria-keyshortcuts="?"
        onClick={onShowShortcuts}
      >
        <span aria-hidden="true">?</span>
      </button>
    </header>
  );
}

function NotificationLink({ href, label, count }: { href: string; label: string; count: number }) {
  const shown = badgeCount(count);
  return (
    <Link href={href} className={styles.notificationLink} aria-label={`${label}: ${count}`}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3a6 6 0 0 0-6 6v3.5L4.5 16h15L18 12.5V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0"
          stroke="currentColor"
          strokeWidth="1.8"
          fill="none"
          strokeLinejoin="round"
        />
      </svg>
      <span aria-hidden="true">{label}</span>
      <span className={cx(styles.countBadge, count === 0 && styles.countBadgeZero)} aria-hidden="true">
        {shown}
      </span>
    </Link>
  );
}
