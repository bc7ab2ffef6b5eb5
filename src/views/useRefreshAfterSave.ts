import { useEffect } from 'react';
import { useRefreshNotifications } from '../app/NotificationsProvider';

interface Subscription {
  unsubscribe(): void;
}

/** A modal flow that saves: it rests in `succeeded` while its message shows, then emits `completed`. */
interface SavingModal {
  subscribe(observer: (snapshot: { matches(state: 'succeeded'): boolean }) => void): Subscription;
  on(type: 'completed', handler: () => void): Subscription;
}

/**
 * The header counts follow as soon as the server has stored the save; the list behind the
 * modal refreshes once the success message has been shown.
 */
export function useRefreshAfterSave(modal: SavingModal, list: { send(event: { type: 'list.reloadRequested' }): void }): void {
  const refreshNotifications = useRefreshNotifications();
  useEffect(() => {
    let wasSucceeded = false;
    const watch = modal.subscribe((snapshot) => {
      const succeeded = snapshot.matches('succeeded');
      if (succeeded && !wasSucceeded) refreshNotifications();
      wasSucceeded = succeeded;
    });
    const completed = modal.on('completed', () => list.send({ type: 'list.reloadRequested' }));
    return () => {
      watch.unsubscribe();
      completed.unsubscribe();
    };
  }, [modal, list, refreshNotifications]);
}
