import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { fixedHolidays, formatCivil, isWeekendFixedHoliday, weekendSubstitutes, type CivilDate } from '../../domain/compliance';
import type { HolidayChange, holidaysFormMachine } from '../../machines/declaredHolidays.machine';
import { Alert, Button, IconButton, Inline, Modal, TextInput, useModalPhase } from '../ui';
import * as styles from './calendar.css';

/** docs/behaviour.md §2 Public holidays: said in one line against a server that does not keep them for the firm. */
export const HOLIDAYS_THIS_BROWSER_ONLY =
  'This server does not keep holidays for the firm: the declared ones are kept in this browser only.';

/**
 * docs/behaviour.md §2 Public holidays: the fixed ones are computed; the declared ones (the
 * Muslim holidays, extra Mondays) are edited here and kept by the server for the whole firm, or
 * in this browser against a server without the extension
 * (docs/decisions/046-firm-wide-declared-holidays.md). Each change is saved at once by the
 * modal's machine (declaredHolidays.machine.ts); `year` is the calendar's.
 */
export function HolidaysModal({ actor, year }: { actor: ActorRefFrom<typeof holidaysFormMachine>; year: number }) {
  const { open, busy } = useModalPhase(actor);
  const kept = useSelector(actor, (s) => s.context.subject);
  const values = useSelector(actor, (s) => s.context.values);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const saveError = useSelector(actor, (s) => s.context.error);
  const declared = kept?.declared ?? [];
  const overrides = kept?.substitutes ?? [];
  const firmWide = kept?.firmWide ?? false;
  // The substitute a refused move was asked for, to show the reason beside it.
  const moved = values.change?.kind === 'substituteMoved' ? values.change.for : null;
  const substituteError = moved !== null && fieldErrors.change ? { for: moved, message: fieldErrors.change } : null;
  const send = (change: HolidayChange) => actor.send({ type: 'form.submitted', patch: { change } });
  const close = () => actor.send({ type: 'modal.closed' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ kind: 'added' });
  };
  const shown = declared.filter((h) => h.date.startsWith(String(year)) || h.date.startsWith(String(year + 1)));

  return (
    <Modal
      open={open}
      onClose={close}
      busy={busy}
      onStop={() => actor.send({ type: 'submission.cancelled' })}
      title="Public holidays"
      description={
        firmWide
          ? 'Declared holidays are kept for the whole firm. Fixed holidays and Easter are worked out.'
          : 'Declared holidays are kept in this browser. Fixed holidays and Easter are worked out.'
      }
      size="lg"
      footer={
        <Inline gap="sm" justify="end" className={styles.footer}>
          <Button onClick={close} disabled={busy}>
            Done
          </Button>
        </Inline>
      }
    >
      {!firmWide && <Alert tone="info">{HOLIDAYS_THIS_BROWSER_ONLY}</Alert>}
      {saveError && <Alert tone="danger">{saveError}</Alert>}
      <form className={styles.holidayForm} onSubmit={submit} noValidate aria-label="Add a declared holiday">
        <TextInput
          label="Date"
          type="date"
          required
          value={values.date}
          error={fieldErrors.date ?? null}
          onChange={(e) => actor.send({ type: 'fields.changed', patch: { date: e.target.value } })}
        />
        <TextInput
          label="Name"
          required
          value={values.name}
          error={fieldErrors.name ?? null}
          onChange={(e) => actor.send({ type: 'fields.changed', patch: { name: e.target.value } })}
        />
        <Button type="submit" busy={busy}>
          Add holiday
        </Button>
      </form>
      <h3 className={styles.groupTitle}>
        Declared, {year} and {year + 1}
      </h3>
      <ul className={styles.holidayList} aria-label="Declared holidays" tabIndex={0}>
        {shown.map((h) => (
          <Inline as="li" key={h.date} gap="sm" justify="between" nowrap className={styles.holidayRow}>
            <span>
              {formatCivil(h.date)} · {h.name}
            </span>
            <IconButton
              size="sm"
              aria-label={`Remove ${h.name} on ${formatCivil(h.date)}`}
              icon={<span aria-hidden="true">×</span>}
              disabled={busy}
              onClick={() => send({ kind: 'removed', date: h.date })}
            />
          </Inline>
        ))}
      </ul>
      <h3 className={styles.groupTitle}>Weekend substitutes, {year}</h3>
      <SubstituteList
        year={year}
        computed={weekendSubstitutes(year, declared, [])}
        shown={weekendSubstitutes(year, declared, overrides)}
        removed={overrides
          .filter((o) => o.date === null && isWeekendFixedHoliday(o.for) && o.for.startsWith(String(year)))
          .map((o) => o.for)}
        editable={firmWide}
        saving={busy}
        error={substituteError}
        onChange={(day, date) => send({ kind: 'substituteMoved', for: day, date })}
        onRestore={(day) => send({ kind: 'substituteRestored', for: day })}
      />
      <h3 className={styles.groupTitle}>Fixed, {year}</h3>
      <ul className={styles.holidayList} aria-label="Fixed holidays" tabIndex={0}>
        {fixedHolidays(year).map((h) => (
          <Inline as="li" key={h.date} gap="sm" justify="between" nowrap className={styles.holidayRow}>
            <span>
              {formatCivil(h.date)} · {h.name}
            </span>
          </Inline>
        ))}
      </ul>
    </Modal>
  );
}

/**
 * docs/behaviour.md §2 Public holidays: the weekday computed for each fixed holiday on a weekend,
 * shown as a substitute; an admin of a firm-wide list removes it, moves it or puts it back.
 */
function SubstituteList({
  year,
  computed,
  shown,
  removed,
  editable,
  saving,
  error,
  onChange,
  onRestore,
}: {
  year: number;
  computed: ReturnType<typeof weekendSubstitutes>;
  shown: ReturnType<typeof weekendSubstitutes>;
  removed: CivilDate[];
  editable: boolean;
  saving: boolean;
  error: { for: CivilDate; message: string } | null;
  onChange: (day: CivilDate, date: CivilDate | null) => void;
  onRestore: (day: CivilDate) => void;
}) {
  if (computed.length === 0) return <p className={styles.holidayRow}>No fixed holiday falls on a weekend in {year}.</p>;
  const nameOf = (day: CivilDate) => computed.find((c) => c.for === day)?.name ?? day;
  return (
    <ul className={styles.holidayList} aria-label="Weekend substitutes" tabIndex={0}>
      {shown.map((sub) => (
        <li key={sub.for} className={styles.substituteRow}>
          <span>
            {formatCivil(sub.date)} · {sub.name} · for {formatCivil(sub.for)}
            {sub.moved ? ' (moved)' : ' (computed)'}
          </span>
          {editable && (
            <span className={styles.substituteActions}>
              <form
                className={styles.substituteActions}
                aria-label={`Move ${sub.name}`}
                onSubmit={(event) => {
                  event.preventDefault();
                  const value = new FormData(event.currentTarget).get('date');
                  onChange(sub.for, typeof value === 'string' ? value : '');
                }}
              >
                <TextInput
                  label={`New day for ${sub.name}`}
                  name="date"
                  type="date"
                  defaultValue={sub.date}
                  error={error?.for === sub.for ? error.message : null}
                />
                <Button size="sm" variant="secondary" type="submit" disabled={saving}>
                  Move
                </Button>
              </form>
              <Button size="sm" variant="ghost" disabled={saving} onClick={() => onChange(sub.for, null)} aria-label={`Remove ${sub.name}`}>
                Remove
              </Button>
              {sub.moved && (
                <Button size="sm" variant="ghost" disabled={saving} onClick={() => onRestore(sub.for)} aria-label={`Put back ${sub.name}`}>
                  Put back
                </Button>
              )}
            </span>
          )}
        </li>
      ))}
      {removed.map((day) => (
        <li key={day} className={styles.substituteRow}>
          <span>
            {nameOf(day)} for {formatCivil(day)}: removed
          </span>
          {editable && (
            <Button size="sm" variant="ghost" disabled={saving} onClick={() => onRestore(day)} aria-label={`Put back ${nameOf(day)}`}>
              Put back
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
