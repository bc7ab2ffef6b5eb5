import { useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { OptionItem } from '../../api/types';
import { ROLE_RULE_MESSAGES, mayChangeRoleOf, rolesOfferedTo, type RoleHolder } from '../../domain/roles';
import { PHOTO_HINT, roleHolderOf } from '../../domain/users';
import {
  CHOOSE_TAKEOVER,
  HANDOVER_UNAVAILABLE,
  handoverNeeds,
  holdingsSummary,
  isDemotion,
  takeoverReviewers,
} from '../../domain/handover';
import { DRAFT_RESTORED_MESSAGE } from '../../machines/formModal.machine';
import type { UserFormOptions, userFormMachine } from '../../machines/userForm.machine';
import {
  Alert,
  Avatar,
  FormModal,
  Inline,
  Select,
  Spinner,
  TextInput,
  toSelectOptions,
  useFormFields,
  useModalPhase,
  useUploadProgress,
  type SelectProps,
} from '../ui';
import * as formStyles from '../ui/form.css';
import { useActingUser } from './actingUser';
import * as styles from './users.css';

type TextField = 'firstName' | 'lastName' | 'email' | 'phoneNumber';

const TEXT_FIELDS: Array<{ name: TextField; label: string; type?: string; autoComplete: string }> = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
];

/** The pickers before they are read. */
const NO_OPTIONS: UserFormOptions = { userTypes: [], jobTypes: [], positions: [] };

/** The user types `actor` may pick for `target` (null when creating): docs/behaviour.md §6. */
function offeredUserTypes(actor: RoleHolder, target: RoleHolder | null, userTypes: readonly OptionItem[]): OptionItem[] {
  const offered = rolesOfferedTo(
    actor,
    target,
    userTypes.map((o) => o.value),
  );
  return userTypes.filter((o) => offered.includes(o.value));
}

/** Create or edit one user, with the pickers read from the server and an optional photo. */
export function UserFormModal({ actor }: { actor: ActorRefFrom<typeof userFormMachine> }) {
  const subject = useSelector(actor, (s) => s.context.subject);
  const editing = subject !== null;
  const options = useSelector(actor, (s) => s.context.prepared ?? NO_OPTIONS);
  const photo = useSelector(actor, (s) => s.context.files[0] ?? null);
  const error = useSelector(actor, (s) => s.context.error);
  const restored = useSelector(actor, (s) => s.matches('editing') && s.context.restored);
  const loadingOptions = useSelector(actor, (s) => s.matches('preparing'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'form.submitted' }));
  const { busy, succeeded } = useModalPhase(actor);
  const { uploading } = useUploadProgress(actor);
  const field = useFormFields(actor);
  const { values, fieldErrors, locked } = field;

  // docs/behaviour.md §6: the role select offers only what the server would accept.
  const me = useActingUser();
  const target = subject ? roleHolderOf(subject) : null;
  const userTypes = offeredUserTypes(me, target, options.userTypes);
  const ownRole = target !== null && target.id === me.id;
  const roleFixed = target !== null && !mayChangeRoleOf(me, target);

  // The preview of a chosen, not yet uploaded photo lives only as long as that choice.
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const name = `${values.firstName} ${values.lastName}`.trim();

  // docs/behaviour.md §4 "Nothing stranded": made Staff, an Admin's reviews go to someone first.
  const demoting = isDemotion(subject, values);
  const handover = options.handover;
  const reviewsHeld = demoting && typeof handover === 'object' && handoverNeeds(handover.holdings).reviewer;
  const reviewerMissing = reviewsHeld && values.handoverReviewerId === '';

  return (
    <FormModal
      actor={actor}
      title={editing ? 'Edit User' : 'Add New User'}
      formId="user-form"
      formLabel={editing ? 'Edit user' : 'New user'}
      gap="lg"
      submitLabel={uploading ? 'Uploading photo...' : busy ? 'Saving...' : editing ? 'Update User' : 'Create User'}
      submitDisabled={!canSubmit || reviewerMissing}
    >
      {error && <Alert tone="danger">{error}</Alert>}
      {succeeded && <Alert tone="success">{editing ? 'User updated successfully' : 'User created successfully'}</Alert>}
      {restored && <Alert>{DRAFT_RESTORED_MESSAGE}</Alert>}
      {loadingOptions && <Spinner label="Loading form data..." showLabel size="sm" />}
      <Inline gap="lg" nowrap className={styles.photoRow}>
        <Avatar name={name || 'New user'} src={preview ?? values.imageUrl} size="lg" decorative />
        <TextInput
          className={styles.photoField}
          label="Photo"
          type="file"
          accept="image/*"
          hint={PHOTO_HINT}
          error={fieldErrors.files}
          disabled={locked}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) actor.send({ type: 'files.chosen', files: [file] });
            // Lets the same file be chosen again after it was refused.
            e.target.value = '';
          }}
        />
      </Inline>
      <div className={formStyles.formGrid}>
        {TEXT_FIELDS.map(({ name, label, type, autoComplete }) => (
          <TextInput key={name} label={label} name={name} type={type} required autoComplete={autoComplete} {...field.text(name)} />
        ))}
        <ServerPicker
          label="User type"
          required
          placeholder="Select user type"
          items={userTypes}
          hint={ownRole ? ROLE_RULE_MESSAGES.ownRole : undefined}
          {...field.choice('userType')}
          disabled={locked || roleFixed}
        />
        <ServerPicker label="Job type" required placeholder="Select job type" items={options.jobTypes} {...field.choice('jobTypeId')} />
        <ServerPicker
          className={formStyles.wide}
          label="Position"
          required
          placeholder="Select position"
          items={options.positions}
          {...field.choice('positionId')}
        />
      </div>
      {demoting && handover === 'unavailable' && <p className={styles.handoverNote}>{HANDOVER_UNAVAILABLE}</p>}
      {reviewsHeld && typeof handover === 'object' && subject && (
        <div className={styles.handover}>
          <p>
            <strong>{holdingsSummary({ ...handover.holdings, assigneeOf: [] })}.</strong> Staff do not review: choose who takes their
            reviews over.
          </p>
          <ServerPicker
            label="New reviewer"
            required
            placeholder="Choose a reviewer"
            items={takeoverReviewers(handover.people, subject.id).map((u) => ({ value: u.id, label: u.name }))}
            {...field.choice('handoverReviewerId')}
          />
          {reviewerMissing && <p className={styles.handoverNote}>{CHOOSE_TAKEOVER}</p>}
        </div>
      )}
    </FormModal>
  );
}

/** A picker whose items the server gives: it rests until it has something to offer. */
function ServerPicker({ items, disabled, ...select }: Omit<SelectProps, 'options'> & { items: readonly OptionItem[] }) {
  return <Select {...select} options={toSelectOptions(items)} disabled={disabled || items.length === 0} />;
}
