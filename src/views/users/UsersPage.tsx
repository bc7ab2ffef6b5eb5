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
import { offersReactivation, usersMachine } from '../../machines/users.machine';
import { usersScreenMachine } from '../../machines/usersScreen.machine';
import { ListPage, ListPager, ListSearchBar } from '../ui/ListPage';
import { Alert, Avatar, Badge, ConfirmDialog, EmptyState, IconButton, Inline, RetryAlert, Table, type TableColumn } from '../ui';
import { BanIcon, DeleteIcon, EditIcon, LockIcon, UnlockIcon, RefreshIcon, ViewIcon } from '../ui/icons';
import * as listStyles from '../ui/list.css';
import { useActingUser } from './actingUser';
import { UserDetailsModal } from './UserDetailsModal';
import { UserFormModal } from './UserFormModal';
import { HandoverChoice } from './HandoverChoice';
import * as styles from './users.css';

/** docs/behaviour.md §2 Users Management: server-paged table, debounced search, account actions, create and edit. */
export default function UsersPage() {
  const address = useListAddress();
  const screenLogic = useMemo(() => usersScreenMachine.provide({ actors: { list: usersMachine.provide(address.binding) } }), [address]);
  const screen = useScreenActor(screenLogic, { search: address.search });
  return screen && <Users screen={screen} />;
}

function Users({ screen }: { screen: ActorRefFromLogic<typeof usersScreenMachine> }) {
  const { list: users, form } = useSelector(screen, (s) => s.context);
  const me = useActingUser();

  const rows = useSelector(users, (s) => s.context.users);
  const page = useSelector(users, (s) => s.context.page);
  const totalPages = useSelector(users, (s) => s.context.totalPages);
  const totalItems = useSelector(users, (s) => s.context.totalItems);
  const search = useSelector(users, (s) => s.context.search);
  const appliedSearch = useSelector(users, (s) => s.context.appliedSearch);
  const error = useSelector(users, (s) => s.context.error);
  const viewing = useSelector(users, (s) => s.context.viewing);
  const target = useSelector(users, (s) => s.context.target);
  const actionError = useSelector(users, (s) => s.context.actionError);
  const notice = useSelector(users, (s) => s.context.notice);
  const loading = useSelector(users, (s) => s.matches('loading'));
  const waiting = useSelector(users, (s) => s.matches('debouncing') || s.matches('loading'));
  const failed = useSelector(users, (s) => s.matches('failed'));
  const idle = useSelector(users, (s) => s.matches({ loaded: 'idle' }));
  const confirming = useSelector(users, (s) => s.matches({ loaded: 'confirming' }) || s.matches({ loaded: 'applyingConfirmed' }));
  const applyingConfirmed = useSelector(users, (s) => s.matches({ loaded: 'applyingConfirmed' }));
  const changing = useSelector(users, (s) => s.matches({ loaded: 'changing' }));
  const reactivation = useSelector(users, (s) => offersReactivation(s.context));
  const mayConfirm = useSelector(users, (s) => !s.matches({ loaded: 'confirming' }) || s.can({ type: 'change.confirmed' }));

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
        const busyRow = target?.user.id === u.id && (changing || applyingConfirmed);
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
              onClick={() => users.send({ type: 'details.opened', user: u })}
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
                    onClick={() => users.send({ type: u.isLocked ? 'user.unlockRequested' : 'user.lockRequested', user: u })}
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
                    onClick={() => users.send({ type: active ? 'user.deactivateRequested' : 'user.deleteRequested', user: u })}
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
                    onClick={() => users.send({ type: 'user.reactivateRequested', user: u })}
                  />
                )}
              </>
            )}
          </div>
        );
      },
    },
  ];

  const targetName = target ? userFullName(target.user) : '';
  const deleting = target?.action === 'delete';

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
          onSearch={(text) => users.send({ type: 'search.changed', search: text })}
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
            {actionError && !confirming && (
              <Alert tone="danger" onDismiss={() => users.send({ type: 'actionError.dismissed' })}>
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
      <UserDetailsModal user={viewing} onClose={() => users.send({ type: 'details.closed' })} />
      <ConfirmDialog
        open={confirming}
        title={deleting ? 'Delete User' : 'Deactivate User'}
        message={
          <>
            {deleting ? (
              <>
                Delete <strong>{targetName}</strong>? They will be removed from this list; their jobs and tasks keep their name.
              </>
            ) : (
              <>
                Deactivate <strong>{targetName}</strong>? They will no longer be able to use the system.
              </>
            )}
            <HandoverChoice users={users} />
          </>
        }
        confirmDisabled={!mayConfirm}
        confirmLabel={deleting ? (applyingConfirmed ? 'Deleting...' : 'Delete') : applyingConfirmed ? 'Deactivating...' : 'Deactivate'}
        busy={applyingConfirmed}
        error={actionError}
        onConfirm={() => users.send({ type: 'change.confirmed' })}
        onCancel={() => users.send({ type: 'change.cancelled' })}
        onStop={() => users.send({ type: 'submission.cancelled' })}
      />
    </>
  );
}
