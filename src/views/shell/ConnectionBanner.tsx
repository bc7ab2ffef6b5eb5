import { useSelector } from '@xstate/react';
import { useConnection } from '../../app/signedInActors';
import { bannerMessage } from '../../machines/connection.machine';
import { Alert } from '../ui/Alert';

/**
 * What the connection actor says will happen to the person's work (docs/behaviour.md §2
 * "Connection banner"); nothing while online. Never an error: the work is kept.
 */
export function ConnectionBanner() {
  const message = useSelector(useConnection(), bannerMessage);
  return message && <Alert tone="warning">{message}</Alert>;
}
