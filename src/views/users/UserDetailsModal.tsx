import type { User } from '../../api/types';
import { formatDayTime } from '../../domain/format';
import { roleOf, roleTone } from '../../domain/roles';
import { isUserActive, userFullName } from '../../domain/users';
import { Avatar, Badge, Button, Modal } from '../ui';
import { DetailList } from '../ui/DetailList';
import * as listStyles from '../ui/list.css';
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
    <Modal
      open={user !== null}
      onClose={onClose}
      title="User Details"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {user && (
        <>
          <div className={styles.detailsHead}>
            <Avatar name={userFullName(user)} src={user.imageUrl} size="lg" decorative />
            <div className={listStyles.primaryCell}>
              <span className={listStyles.strong}>{userFullName(user)}</span>
              <div className={styles.badges}>
                <Badge tone={roleTone(role)}>{role}</Badge>
                {isUserActive(user) ? <Badge tone="success">Active</Badge> : <Badge tone="secondary">Inactive</Badge>}
                {user.isLocked && <Badge tone="danger">Locked</Badge>}
              </div>
            </div>
          </div>
          <DetailList rows={rows} />
        </>
      )}
    </Modal>
  );
}
