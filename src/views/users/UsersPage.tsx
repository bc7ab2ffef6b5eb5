import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { useScreenActor } from '../../app/SessionProvider';
import type { User } from '../../api/types';
import { useListAddress } from '../../app/address';
import { mayManage, roleOf, roleTone } from '../../domain/roles';
import { formatCount } from '../../domain/format';
import {
  USERS_PAGE_WINDOW,
  USER_STATUS_TONE,
  emptyUserValues,
  isUserActive,
  roleHolderOf,
  userFullName,
  userStatus,
  userToValues,
} from '../../domain/users';
import { itemsOf } from '../../machines/list.machine';
import { offersHandover, offersReactivation } from '../../machines/userAccounts.machine';
import { NO_HANDOVER } from '../../machines/userLeave.machine';
import { usersMachine } from '../../machines/users.machine';
import { usersScreenMachine } from '../../machines/usersScreen.machine';
import { ListPage, ListPager, ListSearchBar } from '../ui/ListPage';
import { Alert, Avatar, Badge, EmptyState, IconButton, Inline, RetryAlert, Table, type TableColumn } from '../ui';
import { BanIcon, DeleteIcon, EditIcon, LockIcon, UnlockIcon, RefreshIcon, ViewIcon } from '../ui/icons';
import * as listStyles from '../ui/list.css';
import { useActingUser } from './actingUser';
import { UserDetailsModal } from './UserDetailsModal';
import { UserFormModal } from './UserFormModal';
import { LeaveDialog } from './LeaveDialog';
import * as styles from './users.css';

/** docs/behaviour.md §2 Users Management: server-paged table, debounced search, account actions, create and edit. */
export default function UsersPage() {
  const address = useListAddress();
  const screenLogic = useMemo(() => usersScreenMachine.provide({ actors: { list: usersMachine.provide(address.binding) } }), [address]);
  const screen = useScreenActor(screenLogic, { search: address.search });
  return screen && <Users screen={screen} />;
}

function Users({ screen }: { screen: ActorRefFromLogic<typeof usersScreenMachine> }) {
  const { list: users, form, accounts, deactivate, remove } = useSelector(screen, (s) => s.context);
  const me = useActingUser();

  const rows = useSelector(users, (s) => itemsOf(s.context.result));
  const page = useSelector(users, (s) => s.context.query.page);
  const totalPages = useSelector(users, (s) => s.context.result?.totalPages ?? 0);
  const totalItems = useSelector(users, (s) => s.context.result?.totalItems ?? 0);
  const search = useSelector(users, (s) => s.context.typed);
  const appliedSearch = useSelector(users, (s) => s.context.query.search);
  const error = useSelector(users, (s) => s.context.error);
  const loading = useSelector(users, (s) => s.matches('loading'));
  // Typed and not yet searched for: the search waits for typing to pause.
  const waiting = loading || search.trim() !== appliedSearch;
  const failed = useSelector(users, (s) => s.matches('failed'));
  const settled = useSelector(users, (s) => s.matches('loaded') || s.matches('empty'));
  const viewing = useSelector(accounts, (s) => s.context.viewing);
  const target = useSelector(accounts, (s) => s.context.target);
  const actionError = useSelector(accounts, (s) => s.context.error);
  const notice = useSelector(accounts, (s) => s.context.notice);
  const changing = useSelector(accounts, (s) => s.matches('changing'));
  const reactivation = useSelector(accounts, (s) => offersReactivation(s.context));
  const handsOver = useSelector(accounts, (s) => offersHandover(s.context));
  const deactivating = useSelector(deactivate, (s) => !s.matches('closed'));
  const deleting = useSelector(remove, (s) => !s.matches('closed'));
  // A row is acted on only once its list is shown and nothing else is under way.
  const idle = settled && !changing && !deactivating && !deleting;

  const columns: TableColumn<User>[] = [
    {
      key: 'user',
      header: 'User',
      render: (u) => (
        <Inline gap="md" nowrap className={styles.person}>
          <Avatar name={userFullName(u)} src={u.imageUrl} size="sm" decorative />
          <div className={listStyles.primaryCell}>
            <span className={listStyles.strong}>{userFullName(u)}</span>
            <span className={listStyles.muted}>{u.email}</span>
          </div>
        </Inline>
      ),
    },
    { key: 'phone', header: 'Phone', render: (u) => <span className={listStyles.nowrap}>{u.phoneNumber}</span> },
    {
      key: 'role',
      header: 'Role',
      render: (u) => {
        const role = roleOf(u);
        return <Badge tone={roleTone(role)}>{role}</Badge>;
      },
    },
    {
      key: 'work',
      header: 'Job type / Position',
      render: (u) => (
        <div className={listStyles.primaryCell}>
          <span>{u.jobType || 'N/A'}</span>
          <span className={listStyles.muted}>{u.positionName}</span>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (u) => {
        const status = userStatus(u);
        return <Badge tone={USER_STATUS_TONE[status]}>{status}</Badge>;
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (u) => {
        const name = userFullName(u);
        const active = isUserActive(u);
        const busyRow = target?.user.id === u.id && changing;
        // docs/behaviour.md §6: an account the signed-in user may not manage can only be viewed,
        // and nobody locks, deactivates or deletes their own.
        const manageable = mayManage(me, roleHolderOf(u));
        const own = u.id === me.id;
        return (
          <div className={listStyles.actions}>
            <IconButton
              aria-label={`View ${name}`}
              icon={<ViewIcon />}
              size="sm"
              disabled={!idle}
              onClick={() => accounts.send({ type: 'details.opened', user: u })}
            />
            {manageable && (
              <>
                <IconButton
                  aria-label={`Edit ${name}`}
                  icon={<EditIcon />}
                  size="sm"
                  tone="brand"
                  onClick={() => form.send({ type: 'modal.opened', values: userToValues(u), subject: u })}
                />
                {/* docs/behaviour.md §2 Users Management: the label says what a press does, the padlock the state it is in now. */}
                {!own && (
                  <IconButton
                    aria-label={`${u.isLocked ? 'Unlock' : 'Lock'} ${name}`}
                    icon={u.isLocked ? <LockIcon /> : <UnlockIcon />}
                    size="sm"
                    disabled={!idle || busyRow}
                    onClick={() => accounts.send({ type: u.isLocked ? 'user.unlockRequested' : 'user.lockRequested', user: u })}
                  />
                )}
                {/* An active account is deactivated first; only a deactivated one can be deleted. */}
                {!own && (
                  <IconButton
                    aria-label={`${active ? 'Deactivate' : 'Delete'} ${name}`}
                    icon={active ? <BanIcon /> : <DeleteIcon />}
                    size="sm"
                    tone="danger"
                    disabled={!idle}
                    onClick={() =>
                      (active ? deactivate : remove).send({ type: 'modal.opened', values: NO_HANDOVER, subject: { user: u, handsOver } })
                    }
                  />
                )}
                {/* docs/decisions/027-reactivating-an-account.md: a deactivated account comes back from its row. */}
                {!own && !active && reactivation && (
                  <IconButton
                    aria-label={`Reactivate ${name}`}
                    icon={<RefreshIcon />}
                    size="sm"
                    tone="brand"
                    disabled={!idle || busyRow}
                    onClick={() => accounts.send({ type: 'user.reactivateRequested', user: u })}
                  />
                )}
              </>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <>
      <ListPage
        title="Users Management"
        subtitle="Who can sign in, their roles and their accounts."
        addLabel="Add User"
        onAdd={() => form.send({ type: 'modal.opened', values: emptyUserValues, subject: null })}
        label="Users"
      >
        <ListSearchBar
          label="Search users"
          placeholder="Name, email, phone, role, job type, position"
          value={search}
          onSearch={(text) => users.send({ type: 'search.typed', text })}
          status={
            waiting
              ? search.trim() || appliedSearch
                ? 'Searching…'
                : 'Loading…'
              : failed
                ? null
                : `${formatCount(totalItems)} ${totalItems === 1 ? 'user' : 'users'}`
          }
        />
        {(failed && error) || actionError || notice ? (
          <div className={listStyles.messages}>
            {failed && error && (
              <RetryAlert retryLabel="Retry" onRetry={() => users.send({ type: 'reload.requested' })}>
                {error}
              </RetryAlert>
            )}
            {actionError && (
              <Alert tone="danger" onDismiss={() => accounts.send({ type: 'error.dismissed' })}>
                {actionError}
              </Alert>
            )}
            {notice && <Alert tone="success">{notice}</Alert>}
          </div>
        ) : null}
        {loading && rows.length === 0 ? (
          <Table label="Users table" caption="Users" captionHidden columns={columns} rows={rows} rowKey={(u) => u.id} busy cardsOnPhone />
        ) : (
          <Table
            busy={loading}
            cardsOnPhone
            label="Users table"
            caption="Users"
            captionHidden
            columns={columns}
            rows={rows}
            rowKey={(u) => u.id}
            empty={
              failed ? undefined : (
                <EmptyState
                  title={appliedSearch ? 'No matching users' : 'No users yet'}
                  message={appliedSearch ? 'Try another search.' : 'Add the first user to get started.'}
                />
              )
            }
          />
        )}
        {totalPages > 0 && rows.length > 0 && (
          <ListPager
            page={page}
            totalPages={totalPages}
            windowSize={USERS_PAGE_WINDOW}
            label="Users pages"
            disabled={!idle}
            onPageChange={(next) => users.send({ type: 'page.selected', page: next })}
          />
        )}
      </ListPage>

      <UserFormModal actor={form} />
      <UserDetailsModal user={viewing} onClose={() => accounts.send({ type: 'details.closed' })} />
      <LeaveDialog dialog={deactivate} action="deactivate" />
      <LeaveDialog dialog={remove} action="delete" />
    </>
  );
}
