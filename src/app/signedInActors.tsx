import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom, ContextFrom } from 'xstate';
import type { signedInMachine } from '../machines/signedIn.machine';

type SignedInActors = ContextFrom<typeof signedInMachine>;

const SignedInActorsContext = createContext<SignedInActors | null>(null);

/**
 * The connection, the header counts and the outbox, for the signed-in layout and its screens;
 * the layout runs them (src/machines/signedIn.machine.ts) and shows nothing before they run.
 */
export function SignedInActorsProvider({ actor, children }: { actor: ActorRefFrom<typeof signedInMachine>; children: ReactNode }) {
  return <SignedInActorsContext.Provider value={actor.getSnapshot().context}>{children}</SignedInActorsContext.Provider>;
}

function useSignedInActors(hook: string): SignedInActors {
  const actors = useContext(SignedInActorsContext);
  if (!actors) throw new Error(`${hook} must be used inside the signed-in layout`);
  return actors;
}

/** The header counts' actor, which the signed-in layout runs. */
export const useNotifications = () => useSignedInActors('useNotifications').notifications;

/** The connection actor (docs/architecture.md, "The connection actor"), which the signed-in layout runs. */
export const useConnection = () => useSignedInActors('useConnection').connection;

/** The outbox's actor, which the signed-in layout runs. */
export const useOutbox = () => useSignedInActors('useOutbox').outbox;
