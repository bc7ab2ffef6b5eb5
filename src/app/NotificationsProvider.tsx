import type { ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { notificationsMachine } from '../machines/notifications.machine';

const NotificationsActor = createActorContext(notificationsMachine);

/** Polls the header counts for the whole signed-in layout. */
export function NotificationsProvider({ userId, canApprove, children }: { userId: number; canApprove: boolean; children: ReactNode }) {
  return <NotificationsActor.Provider options={{ input: { userId, canApprove } }}>{children}</NotificationsActor.Provider>;
}

/** The header counts' actor; only inside <NotificationsProvider>. */
export const useNotifications = NotificationsActor.useActorRef;
