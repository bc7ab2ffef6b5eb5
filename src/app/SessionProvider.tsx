import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { setSessionEndedHandler } from '../api/client';
import { readStoredSession, rememberedEmail } from '../api/sessionStore';
import { sessionMachine } from '../machines/session.machine';
import { roleOf, type RoleName } from '../domain/roles';
import type { StoredUser } from '../api/types';

type SessionRef = ActorRefFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionRef | null>(null);

/** Starts the session actor once for the whole app and ends it on any 401. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useActorRef(sessionMachine, { input: { stored: readStoredSession(), rememberedEmail: rememberedEmail() } });
  useEffect(() => {
    setSessionEndedHandler(() => session.send({ type: 'session.expired' }));
    return () => setSessionEndedHandler(() => {});
  }, [session]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionRef {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
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
