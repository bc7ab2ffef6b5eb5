import { startTransition, useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { createActorContext, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import type { ActorRefFromLogic, AnyActorLogic, AnyActorRef, InputFrom } from 'xstate';
import { readStoredSession, rememberedEmail } from '../api/sessionStore';
import { SESSION_SYSTEM_ID, sessionMachine } from '../machines/session.machine';
import { roleOf, type RoleName } from '../domain/roles';
import type { StoredUser } from '../api/types';

const SessionActor = createActorContext(sessionMachine);

/**
 * Starts the session actor once for the whole app, from what the browser kept, under the
 * system id its screens find it by (`theSession`).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <SessionActor.Provider
      options={{ systemId: SESSION_SYSTEM_ID, input: { stored: readStoredSession(), rememberedEmail: rememberedEmail() } }}
    >
      {children}
    </SessionActor.Provider>
  );
}

/** The session actor; only inside <SessionProvider>. */
export const useSession = SessionActor.useActorRef;

/**
 * Runs a screen's root machine for as long as the screen is shown, as a child of the session:
 * the screen's actors then share the session's actor system, so a screen reaches the header
 * counts the signed-in layout runs by their system id (`headerCounts`, docs/architecture.md,
 * "The actor tree of one screen"). The actor is started again, with the input of that render, when the screen's
 * address names something else (its route's named parameters: /jobs/7 after /jobs/6, the same screen)
 * or the logic it is given is another; the input of the renders in between is not read, as a
 * list follows its own query string (docs/decisions/084-a-screen-actor-follows-its-address.md).
 * Undefined until the actor has started. A screen that replaces what the user sees (another
 * screen, the login form) gets it before anything is painted, so no frame shows neither; the
 * screens of a page just loaded get it in a transition, so that starting their actors and drawing
 * with them are separate tasks, and the drawing can yield
 * (docs/decisions/105-the-first-screen-drawn-a-task-after-its-actors-start.md).
 */
export function useScreenActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  input: InputFrom<TLogic>,
): ActorRefFromLogic<TLogic> | undefined {
  const session = useSession();
  const baseId = useId();
  const address = namedParameters(useParams());
  const [started, setStarted] = useState({ logic, input, address, run: 0 });
  // A new address or new logic starts a new actor; React redraws at once with it, before painting.
  if (started.address !== address || started.logic !== logic) setStarted({ logic, input, address, run: started.run + 1 });
  const screenId = `${baseId}${started.run}`;
  const [shown, setShown] = useState<{ screenId: string; actor: AnyActorRef } | null>(null);
  useLayoutEffect(() => {
    session.send({ type: 'screen.shown', screenId, logic: started.logic, input: started.input });
    const reveal = () => {
      const { screens, replacesWhatIsShown } = session.getSnapshot().context;
      const actor = screens[screenId];
      if (!actor) return;
      subscription.unsubscribe();
      if (replacesWhatIsShown) setShown({ screenId, actor });
      else startTransition(() => setShown({ screenId, actor }));
    };
    const subscription = session.subscribe(reveal);
    reveal();
    return () => {
      subscription.unsubscribe();
      session.send({ type: 'screen.left', screenId });
    };
  }, [session, screenId, started]);
  // The session holds its screens without knowing their machines; this one was started from `logic`.
  return (shown?.screenId === screenId ? shown.actor : undefined) as ActorRefFromLogic<TLogic> | undefined;
}

/**
 * The named parameters of the route a screen is in (`:id`), as one string. A wildcard (a route
 * without a path, as the layout's, matches any address as `*`) names nothing.
 */
function namedParameters(params: Record<string, string | undefined>): string {
  return JSON.stringify(Object.entries(params).filter(([name]) => name !== '*' && !/^\d+$/.test(name)));
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
