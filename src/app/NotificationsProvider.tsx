import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { notificationsMachine } from '../machines/notifications.machine';

type NotificationsRef = ActorRefFrom<typeof notificationsMachine>;

const NotificationsContext = createContext<NotificationsRef | null>(null);

/** Polls the header counts for the whole signed-in layout. */
export function NotificationsProvider({ userId, canApprove, children }: { userId: number; canApprove: boolean; children: ReactNode }) {
  const notifications = useActorRef(notificationsMachine, { input: { userId, canApprove } });
  return <NotificationsContext.Provider value={notifications}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsRef {
  const notifications = useContext(NotificationsContext);
  if (!notifications) throw new Error('useNotifications must be used inside <NotificationsProvider>');
  return notifications;
}

/** Screens call this after a submit, approve, reject or assign so the header counts follow at once. */
export function useRefreshNotifications(): () => void {
  const notifications = useContext(NotificationsContext);
  return useCallback(() => notifications?.send({ type: 'notifications.reloadRequested' }), [notifications]);
}
