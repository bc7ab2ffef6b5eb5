import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFromLogic } from 'xstate';
import { useScreenActor } from '../../app/SessionProvider';
import {
  KINDS_FOR,
  KIND_LABELS,
  NUMBER_LABELS,
  civilToday,
  currentRules,
  formatCivil,
  versionsOf,
  type ComplianceRule,
  type DueRuleKind,
  type RuleFormValues,
} from '../../domain/compliance';
import { ruleEditorMachine } from '../../machines/ruleEditor.machine';
import { PageHeader } from '../ui/PageHeader';
import { Alert, Badge, Button, Card, Modal, Select, Text, TextArea, TextInput } from '../ui';
import { ReadState } from '../ui/ReadState';
import * as styles from './compliance.css';

/** docs/behaviour.md §2 Compliance rules: said in one line against a server without the extension. */
export const RULES_UNAVAILABLE = "This server does not keep compliance rules: the calendar uses the product's own rules.";

const CONFIDENCE_OPTIONS = [
  { value: 'V', label: 'V: read in the Act' },
  { value: 'V2', label: 'V2: quoted from the Act' },
  { value: 'I', label: 'I: inferred' },
  { value: 'U', label: 'U: not verified' },
];

/**
 * Compliance rules (admins; docs/behaviour.md §2): each obligation as a record with its versions;
 * a change is a new version from a day, and the one before is kept for the periods it covered
 * (docs/decisions/064-rule-versions.md, 066-the-rules-screen.md).
 */
export default function RulesPage() {
  const editor = useScreenActor(ruleEditorMachine, { today: civilToday() });
  return (
    <div className={styles.page}>
      <PageHeader title="Compliance rules" subtitle="Each statutory obligation, how its due day is worked out, and since when." />
      {editor && <Rules editor={editor} />}
    </div>
  );
}

function Rules({ editor }: { editor: ActorRefFromLogic<typeof ruleEditorMachine> }) {
  const reading = useSelector(editor, (s) => (s.matches('reading') ? s.children.load : undefined));
  const unavailable = useSelector(editor, (s) => s.matches('unavailable'));
  const { versions, today, notice } = useSelector(editor, (s) => s.context);
  if (reading) return <ReadState loader={reading} label="Loading compliance rules" />;
  if (unavailable)
    return (
      <Text as="p" size="sm" tone="muted">
        {RULES_UNAVAILABLE}
      </Text>
    );
  return (
    <Card>
      {notice && <Alert tone="success">{notice}</Alert>}
      <ul className={styles.ruleList} aria-label="Compliance rules">
        {currentRules(versions, today).map((rule) => (
          <RuleItem
            key={rule.id}
            rule={rule}
            all={versionsOf(versions, rule.id)}
            onEdit={() => editor.send({ type: 'rule.opened', id: rule.id })}
          />
        ))}
      </ul>
      <RuleForm editor={editor} />
    </Card>
  );
}

function RuleItem({ rule, all, onEdit }: { rule: ComplianceRule; all: ComplianceRule[]; onEdit: () => void }) {
  return (
    <li className={styles.ruleItem} aria-label={rule.obligation}>
      <div className={styles.ruleText}>
        <Text weight="semibold">{rule.obligation}</Text>{' '}
        <Badge tone={rule.confidence === 'I' || rule.confidence === 'U' ? 'warning' : 'secondary'}>{rule.confidence}</Badge>
        <Text as="p" size="sm" tone="muted">
          {rule.due} · {rule.authority} · {rule.source}
        </Text>
        {rule.assumption && (
          <Text as="p" size="sm" tone="muted">
            Assumes: {rule.assumption}
          </Text>
        )}
        {rule.exemption && (
          <Text as="p" size="sm" tone="muted">
            Exempt: {rule.exemption}
          </Text>
        )}
        {rule.stateOverrides.length > 0 && (
          <Text as="p" size="sm" tone="muted">
            States: {rule.stateOverrides.map((o) => `${o.state} ${o.period}: ${formatCivil(o.date)}`).join('; ')}
          </Text>
        )}
        <ol className={styles.versions} aria-label={`Versions of ${rule.obligation}`}>
          {all.map((v) => (
            <li key={v.effective}>
              From {formatCivil(v.effective)}
              {v.effectiveTo ? ` to ${formatCivil(v.effectiveTo)}` : ' (in force)'}: {v.due}
            </li>
          ))}
        </ol>
      </div>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`New version of ${rule.obligation}`}>
        New version
      </Button>
    </li>
  );
}

function RuleForm({ editor }: { editor: ActorRefFromLogic<typeof ruleEditorMachine> }) {
  const open = useSelector(editor, (s) => s.matches('editing'));
  const saving = useSelector(editor, (s) => s.matches({ editing: 'saving' }));
  const { values, fieldErrors, error, editing, versions } = useSelector(editor, (s) => s.context);
  const rule = versions.find((v) => v.id === editing);
  const close = () => editor.send({ type: 'edit.cancelled' });
  const change = (patch: Partial<RuleFormValues>) => editor.send({ type: 'fields.changed', patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    editor.send({ type: 'form.submitted' });
  };
  const kinds = rule ? KINDS_FOR[rule.frequency] : [];
  return (
    <Modal
      open={open && values !== null}
      onClose={saving ? () => undefined : close}
      title={rule ? `New version: ${rule.jobTitle}` : 'New version'}
      description="The version in force now is kept, and ends the day before this one takes effect."
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="rule-form" busy={saving}>
            Save version
          </Button>
        </>
      }
    >
      {values && (
        <form id="rule-form" className={styles.formGrid} onSubmit={submit} noValidate aria-label="Rule version">
          {error && (
            <Alert tone="danger" className={styles.wide}>
              {error}
            </Alert>
          )}
          <TextInput
            className={styles.wide}
            label="Name"
            required
            value={values.obligation}
            error={fieldErrors.obligation}
            onChange={(e) => change({ obligation: e.target.value })}
          />
          <TextInput
            label="Authority"
            required
            value={values.authority}
            error={fieldErrors.authority}
            onChange={(e) => change({ authority: e.target.value })}
          />
          <TextInput
            label="Effective from"
            type="date"
            required
            value={values.effective}
            error={fieldErrors.effective}
            onChange={(e) => change({ effective: e.target.value })}
          />
          <TextInput
            className={styles.wide}
            label="Due, in words"
            required
            value={values.due}
            error={fieldErrors.due}
            onChange={(e) => change({ due: e.target.value })}
          />
          <Select
            label="Due rule"
            value={values.kind}
            options={kinds.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
            onValueChange={(value) => {
              const kind = kinds.find((k) => k === value);
              if (kind) change({ kind: kind satisfies DueRuleKind });
            }}
          />
          <TextInput
            label={NUMBER_LABELS[values.kind]}
            required
            value={values.number}
            error={fieldErrors.number}
            onChange={(e) => change({ number: e.target.value })}
          />
          {values.kind === 'fixed-date' && (
            <>
              <TextInput label="Month (1-12)" value={values.month} onChange={(e) => change({ month: e.target.value })} />
              <TextInput
                label="Years after the period (0 or 1)"
                value={values.yearsAfter}
                onChange={(e) => change({ yearsAfter: e.target.value })}
              />
            </>
          )}
          {values.kind === 'days-after-event' && (
            <TextInput label="Event" value={values.event} onChange={(e) => change({ event: e.target.value })} />
          )}
          <Select
            label="Confidence"
            value={values.confidence}
            options={CONFIDENCE_OPTIONS}
            error={fieldErrors.confidence}
            onValueChange={(value) => change({ confidence: value })}
          />
          <TextInput
            className={styles.wide}
            label="Source"
            required
            value={values.source}
            error={fieldErrors.source}
            onChange={(e) => change({ source: e.target.value })}
          />
          <TextInput
            className={styles.wide}
            label="Assumption"
            value={values.assumption}
            error={fieldErrors.assumption}
            onChange={(e) => change({ assumption: e.target.value })}
          />
          <TextInput
            className={styles.wide}
            label="Exemption"
            value={values.exemption}
            error={fieldErrors.exemption}
            onChange={(e) => change({ exemption: e.target.value })}
          />
          <TextArea
            className={styles.wide}
            label="State overrides"
            hint="One a line: State | period (YYYY or YYYY-MM) | YYYY-MM-DD | source"
            value={values.overrides}
            error={fieldErrors.overrides}
            onChange={(e) => change({ overrides: e.target.value })}
          />
        </form>
      )}
    </Modal>
  );
}
