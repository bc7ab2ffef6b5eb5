import type { User } from '../../api/types';
import { formatDayTime } from '../../domain/format';
import { roleOf, roleTone } from '../../domain/roles';
import { USER_STATUS_TONE, userFullName, userStatus } from '../../domain/users';
import { Avatar, Badge, Inline, ReadOnlyModal, Stack, Text } from '../ui';
import { DetailList } from '../ui/DetailList';
import * as styles from './users.css';

/** Every field of one user, read-only. */
export function UserDetailsModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  const role = roleOf(user);
  const rows: Array<[string, string]> = user
    ? [
        ['Email', user.email],
        ['Phone', user.phoneNumber],
        ['Job type', user.jobType],
        ['Position', user.positionName],
        ['Registered', formatDayTime(user.dateRegistered)],
      ]
    : [];
  return (
    <ReadOnlyModal open={user !== null} onClose={onClose} title="User Details">
      {user && (
        <>
          <Inline gap="lg" nowrap className={styles.detailsHead}>
            <Avatar name={userFullName(user)} src={user.imageUrl} size="lg" decorative />
            <Stack gap="xxs" className={styles.identity}>
              <Text size="md" weight="semibold">
                {userFullName(user)}
              </Text>
              <Inline gap="xs">
                <Badge tone={roleTone(role)}>{role}</Badge>
                <Badge tone={USER_STATUS_TONE[userStatus(user)]}>{userStatus(user)}</Badge>
              </Inline>
            </Stack>
          </Inline>
          <DetailList rows={rows} />
        </>
      )}
    </ReadOnlyModal>
  );
}
