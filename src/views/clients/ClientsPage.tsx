import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { useScreenActor } from '../../app/SessionProvider';
import type { Client } from '../../api/types';
import { useListAddress } from '../../app/address';
import { CLIENTS_PAGE_WINDOW, clientPage, clientPageCount, clientToValues, emptyClientValues, filterClients } from '../../domain/clients';
import { formatCount } from '../../domain/format';
import { clientsMachine } from '../../machines/clients.machine';
import { itemsOf } from '../../machines/list.machine';
import { clientsScreenMachine } from '../../machines/clientsScreen.machine';
import { ListPage, ListPager, ListSearchBar } from '../ui/ListPage';
import { ActorConfirmDialog, EmptyState, IconButton, RetryAlert, Table, type TableColumn } from '../ui';
import { ClientDetailsModal } from './ClientDetailsModal';
import { ClientFormModal } from './ClientFormModal';
import { DeleteIcon, EditIcon, ViewIcon } from '../ui/icons';
import * as listStyles from '../ui/list.css';

/** docs/behaviour.md §2 Clients Management: search, paged table, view / edit / delete, create and edit modal. */
export default function ClientsPage() {
  const address = useListAddress();
  const screenLogic = useMemo(() => clientsScreenMachine.provide({ actors: { list: clientsMachine.provide(address.binding) } }), [address]);
  const screen = useScreenActor(screenLogic, { search: address.search });
  return screen && <Clients screen={screen} />;
}

function Clients({ screen }: { screen: ActorRefFromLogic<typeof clientsScreenMachine> }) {
  const { list: clients, form, remover, details } = useSelector(screen, (s) => s.context);

  const result = useSelector(clients, (s) => s.context.result);
  const all = itemsOf(result);
  const typed = useSelector(clients, (s) => s.context.typed);
  const search = useSelector(clients, (s) => s.context.query.search);
  const page = useSelector(clients, (s) => s.context.query.page);
  const error = useSelector(clients, (s) => s.context.error);
  const viewing = useSelector(details, (s) => s.context.subject);
  const loading = useSelector(clients, (s) => s.matches('loading'));
  const failed = useSelector(clients, (s) => s.matches('failed'));
  const read = useSelector(clients, (s) => s.matches('loaded') || s.matches('empty'));
  const totalItems = result?.totalItems ?? 0;
  const showingRowsRead = useSelector(clients, (s) => s.matches('loading') && s.context.partial);
  // On first opening, what has been read can be searched, paged and worked on at once.
  const usable = read || showingRowsRead;

  const deleting = useSelector(remover, (s) => s.matches('submitting'));
  const deleteError = useSelector(remover, (s) => s.context.error);
  const deleteSubject = useSelector(remover, (s) => s.context.subject);

  const filtered = useMemo(() => filterClients(all, search), [all, search]);
  const rows = useMemo(() => clientPage(filtered, page), [filtered, page]);
  const totalPages = clientPageCount(filtered.length);

  const columns: TableColumn<Client>[] = [
    {
      key: 'client',
      header: 'Client',
      render: (c) => (
        <div className={listStyles.primaryCell}>
          <span className={listStyles.strong}>{c.clientName}</span>
          <span className={listStyles.muted}>{c.email}</span>
        </div>
      ),
    },
    {
      key: 'representative',
      header: 'Representative',
      render: (c) => (
        <div className={listStyles.primaryCell}>
          <span>{c.clientRepresentative}</span>
          <span className={listStyles.muted}>{c.designation}</span>
        </div>
      ),
    },
    { key: 'phone', header: 'Phone', render: (c) => <span className={listStyles.nowrap}>{c.phone}</span> },
    { key: 'industry', header: 'Industry', render: (c) => c.industry },
    { key: 'services', header: 'Services', render: (c) => <span className={listStyles.clamp}>{c.services}</span> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (c) => (
        <div className={listStyles.actions}>
          <IconButton
            aria-label={`View ${c.clientName}`}
            icon={<ViewIcon />}
            size="sm"
            disabled={!usable}
            onClick={() => details.send({ type: 'modal.opened', subject: c })}
          />
          <IconButton
            aria-label={`Edit ${c.clientName}`}
            icon={<EditIcon />}
            size="sm"
            tone="brand"
            disabled={!usable}
            onClick={() => form.send({ type: 'modal.opened', values: clientToValues(c), subject: c })}
          />
          <IconButton
            aria-label={`Delete ${c.clientName}`}
            icon={<DeleteIcon />}
            size="sm"
            tone="danger"
            disabled={!usable}
            onClick={() => remover.send({ type: 'modal.opened', values: {}, subject: c })}
          />
        </div>
      ),
    },
  ];

  return (
    <>
      <ListPage
        title="Clients Management"
        subtitle="The firm's clients, their contacts and the services you provide them."
        addLabel="Add Client"
        onAdd={() => form.send({ type: 'modal.opened', values: emptyClientValues, subject: null })}
        label="Clients"
      >
        <ListSearchBar
          label="Search clients"
          placeholder="Name, email, phone, industry, address…"
          value={typed}
          onSearch={(text) => clients.send({ type: 'search.typed', text })}
          status={
            showingRowsRead
              ? readingProgress(search, filtered.length, all.length, totalItems)
              : loading && all.length > 0
                ? 'Refreshing…'
                : !loading && !failed
                  ? `${formatCount(filtered.length)} of ${formatCount(all.length)} clients`
                  : null
          }
        />
        {failed && error && (
          <div className={listStyles.messages}>
            <RetryAlert retryLabel="Retry" onRetry={() => clients.send({ type: 'reload.requested' })}>
              {error}
            </RetryAlert>
          </div>
        )}
        {loading && all.length === 0 ? (
          <Table label="Clients table" caption="Clients" captionHidden columns={columns} rows={rows} rowKey={(c) => c.id} busy />
        ) : (
          <Table
            busy={loading}
            label="Clients table"
            caption="Clients"
            captionHidden
            columns={columns}
            rows={rows}
            rowKey={(c) => c.id}
            empty={
              failed ? undefined : (
                <EmptyState
                  title={search.trim() ? (showingRowsRead ? 'No matching clients so far' : 'No matching clients') : 'No clients yet'}
                  message={
                    search.trim()
                      ? showingRowsRead
                        ? 'The rest of the clients are still loading.'
                        : 'Try another search.'
                      : 'Add your first client to get started.'
                  }
                />
              )
            }
          />
        )}
        {filtered.length > 0 && (
          <ListPager
            page={Math.min(page, totalPages)}
            totalPages={totalPages}
            windowSize={CLIENTS_PAGE_WINDOW}
            label="Clients pages"
            disabled={!usable}
            onPageChange={(next) => clients.send({ type: 'page.selected', page: next })}
          />
        )}
      </ListPage>

      <ClientFormModal actor={form} />
      <ClientDetailsModal client={viewing} onClose={() => details.send({ type: 'modal.closed' })} />
      <ActorConfirmDialog
        actor={remover}
        title="Delete Client"
        question={
          <>
            Delete <strong>{deleteSubject?.clientName}</strong>? The client will be deactivated and removed from this list.
          </>
        }
        done="Client deleted successfully"
        confirmLabel={deleting ? 'Deleting...' : 'Delete'}
        error={deleteError}
      />
    </>
  );
}

/** The counter while the rest is read: how far the reading is, and what a search found so far. */
function readingProgress(search: string, matches: number, read: number, total: number): string {
  const progress = `Loading all clients… ${formatCount(read)} of ${formatCount(total)} read`;
  return search.trim() ? `${formatCount(matches)} ${matches === 1 ? 'match' : 'matches'} so far · ${progress}` : progress;
}
