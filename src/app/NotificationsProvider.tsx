import { useCallback, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { notificationsMachine } from '../machines/notifications.machine';

const NotificationsActor = createActorContext(notificationsMachine);

/** Polls the header counts for the whole signed-in layout. */
export function NotificationsProvider({ userId, canApprove, children }: { userId: number; canApprove: boolean; children: ReactNode }) {
  return <NotificationsActor.Provider options={{ input: { userId, canApprove } }}>{children}</NotificationsActor.Provider>;
}

/** The header counts' actor; only inside <NotificationsProvider>. */
export const useNotifications = NotificationsActor.useActorRef;

/** Screens call this after a submit, approve, reject or assign so the header counts follow at once. */
export function useRefreshNotifications(): () => void {
  const notifications = useNotifications();
  return useCallback(() => notifications.send({ type: 'notifications.reloadRequested' }), [notifications]);
}
