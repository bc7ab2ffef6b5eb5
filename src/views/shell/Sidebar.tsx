import { useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { isGroup, navigation, type NavEntry, type NavGroup, type NavLink } from '../../app/routes';
import { openOnceRun, runScreenCodeAhead } from '../../app/screenIntent';
import { canAccess, type RoleName } from '../../domain/roles';
import type { StoredUser } from '../../api/types';
import type { Extensions } from '../../api/extensions';
import { fullNameOf } from '../../domain/session';
import { Avatar } from '../ui/Avatar';
import { Brand } from '../ui/BrandMark';
import { Inline, Stack } from '../ui/Layout';
import { SettingsLine } from './SettingsLine';
import * as styles from './shell.css';
import { cx } from '../ui/cx';

interface SidebarProps {
  user: StoredUser;
  role: RoleName;
  /** What the server has beyond the firm's API; a link that needs an extension it lacks is left out. */
  extensions: Extensions;
  open: boolean;
  onNavigate: () => void;
  onSignOut: () => void;
}

/** docs/behaviour.md §2: 260px sidebar with the items the role may open, the user and Sign Out. */
export function Sidebar({ user, role, extensions, open, onNavigate, onSignOut }: SidebarProps) {
  const entries = visibleEntries(role, extensions);
  const name = fullNameOf(user) || user.email;
  return (
    <aside id="sidebar" className={cx(styles.sidebar, open && styles.sidebarOpen)} aria-label="Sidebar">
      <Brand classes={styles} />
      <nav className={styles.nav} aria-label="Main">
        <Stack as="ul" gap="xxs" className={styles.navList}>
          {entries.map((entry) =>
            isGroup(entry) ? (
              <NavGroupItem key={entry.label} group={entry} onNavigate={onNavigate} />
            ) : (
              <li key={entry.href}>
                <NavItem link={entry} className={styles.navLink} onNavigate={onNavigate} />
              </li>
            ),
          )}
        </Stack>
      </nav>
      <Stack gap="md" className={styles.userPanel}>
        <Inline gap="md" nowrap>
          <Avatar name={user.firstName} src={user.imageUrl} size="md" letters={1} decorative />
          <div className={styles.userText}>
            <div className={styles.userName}>{name}</div>
            <div className={styles.userType}>{role}</div>
          </div>
        </Inline>
        <SettingsLine />
        <button type="button" className={styles.signOutButton} onClick={onSignOut}>
          Sign Out
        </button>
      </Stack>
    </aside>
  );
}

function visibleEntries(role: RoleName, extensions: Extensions): NavEntry[] {
  const shown = (link: NavLink): boolean => canAccess(role, link.access) && (!link.extension || extensions.includes(link.extension));
  return navigation.flatMap((entry): NavEntry[] => {
    if (!isGroup(entry)) return shown(entry) ? [entry] : [];
    const items = entry.items.filter(shown);
    return items.length ? [{ ...entry, items }] : [];
  });
}

/**
 * A screen's link. Reaching it runs the screen's code ahead; a click before that code has run
 * waits for it and then changes the address, so the screen is drawn in one pass
 * (docs/decisions/081-screen-code-fetched-not-run.md).
 */
function NavItem({ link, className, onNavigate }: { link: NavLink; className: string; onNavigate: () => void }) {
  const [location, navigate] = useLocation();
  const current = location === link.href;
  const ahead = () => runScreenCodeAhead(link.href);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate();
    if (openOnceRun(link.href, () => navigate(link.href))) event.preventDefault();
  };
  return (
    <Link
      href={link.href}
      className={className}
      aria-current={current ? 'page' : undefined}
      onPointerEnter={ahead}
      onTouchStart={ahead}
      onFocus={ahead}
      onClick={open}
    >
      {link.label}
    </Link>
  );
}

function NavGroupItem({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const [location] = useLocation();
  // Whether a group is expanded is presentation only; it starts open.
  const [expanded, setExpanded] = useState(true);
  const id = `nav-group-${group.label.replace(/\s+/g, '-').toLowerCase()}`;
  const containsCurrent = group.items.some((item) => item.href === location);
  return (
    <li>
      <button
        type="button"
        className={styles.groupButton}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
        data-current={containsCurrent || undefined}
      >
        {group.label}
        <span className={styles.chevron} aria-hidden="true">
          ›
        </span>
      </button>
      <Stack as="ul" gap="xxs" id={id} className={styles.navList} hidden={!expanded}>
        {group.items.map((item) => (
          <li key={item.href}>
            <NavItem link={item} className={styles.subLink} onNavigate={onNavigate} />
          </li>
        ))}
      </Stack>
    </li>
  );
}
