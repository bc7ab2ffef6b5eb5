import type { ReactNode } from 'react';
import { createActorContext, useSelector } from '@xstate/react';
import { readStoredSession, rememberedEmail } from '../api/sessionStore';
import { sessionMachine } from '../machines/session.machine';
import { roleOf, type RoleName } from '../domain/roles';
import type { StoredUser } from '../api/types';

const SessionActor = createActorContext(sessionMachine);

/** Starts the session actor once for the whole app, from what the browser kept. */
export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <SessionActor.Provider options={{ input: { stored: readStoredSession(), rememberedEmail: rememberedEmail() } }}>
      {children}
    </SessionActor.Provider>
  );
}

/** The session actor; only inside <SessionProvider>. */
export const useSession = SessionActor.useActorRef;

/** The header counts' actor, which the session runs while someone is signed in; screens behind the guards are handed it. */
export function useNotifications() {
  const notifications = useSelector(useSession(), (s) => s.children.notifications);
  if (!notifications) throw new Error('useNotifications must be used behind the session guard');
  return notifications;
}

export interface CurrentUser {
  user: StoredUser;
  role: RoleName;
}

/** The signed-in user; screens behind the guards can rely on it being there. */
export function useCurrentUser(): CurrentUser {
  const user = useSelector(useSession(), (s) => s.context.user);
  if (!user) throw new Error('useCurrentUser must be used behind the session guard');
  return { user, role: roleOf(user) };
}
