import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { useScreenActor } from '../../app/SessionProvider';
import { LEVEL_NAMES, SECOND_LEVEL_ROLES, SIGN_OFF_UNAVAILABLE } from '../../domain/signOff';
import { USER_TYPE } from '../../domain/roles';
import { signOffSettingsMachine } from '../../machines/signOffSettings.machine';
import { planningSettingsMachine } from '../../machines/planningSettings.machine';
import { PageHeader } from '../ui/PageHeader';
import { ReadState } from '../ui/ReadState';
import { Alert, Button, Card, Checkbox, Stack, Text, TextInput } from '../ui';
import * as styles from './settings.css';

const ROLE_NAMES: Record<number, string> = { [USER_TYPE.admin]: 'Admin', [USER_TYPE.superAdmin]: 'Super Admin' };

/** Settings (admins): the firm's sign-off levels (docs/behaviour.md §4 "Sign-off levels") and how far ahead it plans. */
export default function SettingsPage() {
  const screen = useScreenActor(signOffSettingsMachine, undefined);
  const planning = useScreenActor(planningSettingsMachine, undefined);
  return (
    <Stack gap="lg">
      <PageHeader title="Settings" subtitle="How your firm works" />
      {screen && <SignOffSection actor={screen} />}
      {planning && <PlanningSection actor={planning} />}
    </Stack>
  );
}

function PlanningSection({ actor }: { actor: ActorRefFromLogic<typeof planningSettingsMachine> }) {
  const reading = useSelector(actor, (s) => (s.matches('reading') ? s.children.load : undefined));
  const unavailable = useSelector(actor, (s) => s.matches('unavailable'));
  const editing = useSelector(actor, (s) => s.matches('editing'));
  const saving = useSelector(actor, (s) => s.matches({ editing: 'saving' }));
  const { text, error, notice } = useSelector(actor, (s) => s.context);
  return (
    <Card title="Planning" subtitle="How many days before a period's jobs start the dashboard offers to plan them.">
      {reading && <ReadState loader={reading} label="Loading the planning setting" reserve="10rem" />}
      {unavailable && (
        <Text as="p" size="sm" tone="muted">
          Planning ahead is not available: this server does not keep templates.
        </Text>
      )}
      {editing && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'form.submitted' });
          }}
        >
          <Stack gap="md">
            <TextInput
              label="Days ahead"
              inputMode="numeric"
              value={text}
              disabled={saving}
              error={error}
              onChange={(e) => actor.send({ type: 'days.changed', text: e.target.value })}
            />
            {notice && <Alert tone="success">{notice}</Alert>}
            <div>
              <Button type="submit" busy={saving}>
                Save
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Card>
  );
}

function SignOffSection({ actor }: { actor: ActorRefFromLogic<typeof signOffSettingsMachine> }) {
  const reading = useSelector(actor, (s) => (s.matches('reading') ? s.children.load : undefined));
  const unavailable = useSelector(actor, (s) => s.matches('unavailable'));
  const editing = useSelector(actor, (s) => s.matches('editing'));
  const saving = useSelector(actor, (s) => s.matches({ editing: 'saving' }));
  const { jobTypes, values, error, notice } = useSelector(actor, (s) => s.context);
  return (
    <Card
      title="Sign-off levels"
      subtitle={`Every task is signed by one of its reviewers (${LEVEL_NAMES[1].toLowerCase()}). Choose the job types whose tasks also need a ${LEVEL_NAMES[2].toLowerCase()} by someone else.`}
    >
      {reading && <ReadState loader={reading} label="Loading the sign-off setting" reserve="23rem" />}
      {unavailable && (
        <Text as="p" size="sm" tone="muted">
          {SIGN_OFF_UNAVAILABLE}
        </Text>
      )}
      {editing && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'form.submitted' });
          }}
        >
          <Stack gap="md">
            <fieldset className={styles.fieldset} disabled={saving}>
              <legend className={styles.legend}>Job types that need a second sign-off</legend>
              {jobTypes.map((type) => (
                <Checkbox
                  key={type.value}
                  label={type.label}
                  checked={values.secondLevelJobTypeIds.includes(type.value)}
                  onChange={(e) => actor.send({ type: 'jobType.toggled', jobTypeId: type.value, required: e.target.checked })}
                />
              ))}
            </fieldset>
            <fieldset className={styles.fieldset} disabled={saving}>
              <legend className={styles.legend}>Who may sign the second sign-off</legend>
              {SECOND_LEVEL_ROLES.map((role) => (
                <Checkbox
                  key={role}
                  label={ROLE_NAMES[role]}
                  checked={values.secondLevelRoles.includes(role)}
                  onChange={(e) => actor.send({ type: 'role.toggled', role, allowed: e.target.checked })}
                />
              ))}
              <Text as="p" size="xs" tone="muted">
                Never the person who prepared the task, nor the one who signed its first sign-off.
              </Text>
            </fieldset>
            {error && <Alert tone="danger">{error}</Alert>}
            {notice && <Alert tone="success">{notice}</Alert>}
            <div>
              <Button type="submit" busy={saving}>
                Save
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Card>
  );
}
