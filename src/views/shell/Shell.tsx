import { useMemo, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { useLocation } from 'wouter';
import { useCurrentUser, useScreenActor } from '../../app/SessionProvider';
import { isAdminRole } from '../../domain/roles';
import { shellMachine } from '../../machines/shell.machine';
import { signedInMachine } from '../../machines/signedIn.machine';
import { SignedInActorsProvider } from '../../app/signedInActors';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Stack } from '../ui/Layout';
import { ConnectionBanner } from './ConnectionBanner';
import { Header } from './Header';
import { useHeadingFocusOnNavigation } from './headingFocus';
import { KeyboardShortcuts, shortcutEffects } from './KeyboardShortcuts';
import { Sidebar } from './Sidebar';
import * as styles from './shell.css';

/** The signed-in layout: sidebar, notification header and the screen (docs/behaviour.md §2). */
export function Shell({ children }: { children: ReactNode }) {
  const { user, role } = useCurrentUser();
  const [, navigate] = useLocation();
  const shellLogic = useMemo(() => shellMachine.provide({ actors: { shortcuts: shortcutEffects(navigate) } }), [navigate]);
  const shell = useScreenActor(shellLogic, { canApprove: isAdminRole(role) });
  // The connection, the header counts and the outbox run for as long as the layout is shown,
  // which is while someone is signed in (src/machines/signedIn.machine.ts).
  const signedIn = useScreenActor(signedInMachine, { userId: user.id, email: user.email || null, canApprove: isAdminRole(role) });
  return (
    shell &&
    signedIn && (
      <SignedInActorsProvider actor={signedIn}>
        <Layout shell={shell}>{children}</Layout>
      </SignedInActorsProvider>
    )
  );
}

function Layout({ shell, children }: { shell: ActorRefFromLogic<typeof shellMachine>; children: ReactNode }) {
  const { user, role } = useCurrentUser();
  const canApprove = isAdminRole(role);
  // The phone menu drawer is presentation state.
  const [menuOpen, setMenuOpen] = useState(false);
  const { signOut: signOutRef, shortcuts, extensions: extensionsRef } = useSelector(shell, (s) => s.context);
  const signOut = useSelector(signOutRef, (s) => s);
  const extensions = useSelector(extensionsRef, (s) => s.context.extensions);
  const [pathname] = useLocation();
  useHeadingFocusOnNavigation(pathname);

  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <div className={styles.layout}>
        {menuOpen && <button type="button" className={styles.scrim} aria-label="Close menu" onClick={() => setMenuOpen(false)} />}
        <Sidebar
          user={user}
          role={role}
          extensions={extensions}
          open={menuOpen}
          onNavigate={() => setMenuOpen(false)}
          onSignOut={() => signOutRef.send({ type: 'modal.opened', values: {} })}
        />
        <Stack gap="none">
          <Header
            canApprove={canApprove}
            menuOpen={menuOpen}
            onOpenMenu={() => setMenuOpen(true)}
            onShowShortcuts={() => shortcuts.send({ type: 'help.opened' })}
          />
          <ConnectionBanner />
          <main id="main-content" className={styles.content} tabIndex={-1}>
            {children}
          </main>
        </Stack>
      </div>
      <KeyboardShortcuts actor={shortcuts} canApprove={canApprove} />
      <ConfirmDialog
        open={!signOut.matches('closed')}
        title="Sign Out"
        message="Are you sure you want to sign out?"
        confirmLabel="Sign Out"
        confirmTone="danger"
        busy={signOut.matches('submitting')}
        error={signOut.context.error}
        onConfirm={() => signOutRef.send({ type: 'form.submitted' })}
        onCancel={() => signOutRef.send({ type: 'modal.closed' })}
        onStop={() => signOutRef.send({ type: 'submission.cancelled' })}
      />
    </>
  );
}
