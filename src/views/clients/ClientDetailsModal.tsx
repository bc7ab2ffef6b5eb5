import type { Client } from '../../api/types';
import { formatDayTime } from '../../domain/format';
import { ReadOnlyModal } from '../ui';
import { DetailList } from '../ui/DetailList';

/** Every field of one client, read-only. */
export function ClientDetailsModal({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const rows: Array<[string, string]> = client
    ? [
        ['Client name', client.clientName],
        ['Representative', client.clientRepresentative],
        ['Designation', client.designation],
        ['Email', client.email],
        ['Phone', client.phone],
        ['Industry', client.industry],
        ['Services', client.services],
        ['Address', client.address],
        ['Added', formatDayTime(client.dateCreated)],
      ]
    : [];
  return (
    <ReadOnlyModal open={client !== null} onClose={onClose} title="Client Details" description={client?.clientName}>
      <DetailList rows={rows} />
    </ReadOnlyModal>
  );
}
