import type { User } from '../../api/types';
import { formatDayTime } from '../../domain/format';
import { roleOf, roleTone } from '../../domain/roles';
import { isUserActive, userFullName } from '../../domain/users';
import { Avatar, Badge, Button, Modal } from '../ui';
import * as shared from '../clients/clients.css';
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
            <div className={shared.primaryCell}>
              <span className={shared.strong}>{userFullName(user)}</span>
              <div className={styles.badges}>
                <Badge tone={roleTone(role)}>{role}</Badge>
                {isUserActive(user) ? <Badge tone="success">Active</Badge> : <Badge tone="secondary">Inactive</Badge>}
                {user.isLocked && <Badge tone="danger">Locked</Badge>}
              </div>
            </div>
          </div>
          <dl className={shared.details}>
            {rows.map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt className={shared.term}>{term}</dt>
                <dd className={shared.definition}>{value || 'N/A'}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Modal>
  );
}
