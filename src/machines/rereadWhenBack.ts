import { fromCallback, type ActorRefFrom, type EventObject } from 'xstate';
import { canSend, CONNECTION_SYSTEM_ID, type connectionMachine } from './connection.machine';

export interface RereadWhenBackInput {
  /** The time of the kept copy on screen, or null when it shows the server's own answer. */
  asOf: string | null;
}

/**
 * A screen showing a kept copy ("as of HH:mm", docs/decisions/057-last-loaded-lists-offline.md)
 * reads again on its own when the connection actor says calls may be sent again
 * (docs/behaviour.md §2 "Reading while offline"): it sends `event`, the screen's own Refresh,
 * back once for each time the connection comes back. A screen showing the server's answer, or
 * started without the app-wide connection actor, is left alone.
 */
export function rereadWhenBack(event: EventObject) {
  return fromCallback<EventObject, RereadWhenBackInput>(({ sendBack, system, input }) => {
    if (input.asOf === null) return undefined;
    const connection: ActorRefFrom<typeof connectionMachine> | undefined = system.get(CONNECTION_SYSTEM_ID);
    if (!connection) return undefined;
    let couldSend = canSend(connection.getSnapshot());
    const subscription = connection.subscribe((snapshot) => {
      const can = canSend(snapshot);
      if (can && !couldSend) sendBack(event);
      couldSend = can;
    });
    return () => subscription.unsubscribe();
  });
}
