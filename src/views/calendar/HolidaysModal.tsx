import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { fixedHolidays, formatCivil } from '../../domain/compliance';
import type { calendarPageMachine } from '../../machines/calendarPage.machine';
import { Alert, Button, IconButton, Inline, Modal, TextInput } from '../ui';
import * as styles from './calendar.css';

/** docs/behaviour.md §2 Public holidays: said in one line against a server that does not keep them for the firm. */
export const HOLIDAYS_THIS_BROWSER_ONLY =
  'This server does not keep holidays for the firm: the declared ones are kept in this browser only.';

/**
 * docs/behaviour.md §2 Public holidays: the fixed ones are computed; the declared ones (the
 * Muslim holidays, extra Mondays) are edited here and kept by the server for the whole firm, or
 * in this browser against a server without the extension
 * (docs/decisions/046-firm-wide-declared-holidays.md).
 */
export function HolidaysModal({ page }: { page: ActorRefFrom<typeof calendarPageMachine> }) {
  const open = useSelector(page, (s) => s.matches('editingHolidays'));
  const year = useSelector(page, (s) => s.context.year);
  const declared = useSelector(page, (s) => s.context.declared);
  const draft = useSelector(page, (s) => s.context.draft);
  const draftError = useSelector(page, (s) => s.context.draftError);
  const firmWide = useSelector(page, (s) => s.context.firmWide);
  const saving = useSelector(page, (s) => s.matches({ editingHolidays: 'saving' }));
  const saveError = useSelector(page, (s) => s.context.holidaysError);
  const close = () => page.send({ type: 'holidays.closed' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    page.send({ type: 'holiday.added' });
  };
  const shown = declared.filter((h) => h.date.startsWith(String(year)) || h.date.startsWith(String(year + 1)));

  return (
    <Modal
      open={open}
      onClose={close}
      title="Public holidays"
      description={
        firmWide
          ? 'Declared holidays are kept for the whole firm. Fixed holidays and Easter are worked out.'
          : 'Declared holidays are kept in this browser. Fixed holidays and Easter are worked out.'
      }
      size="lg"
      footer={
        <Inline gap="sm" justify="end" className={styles.footer}>
          <Button onClick={close} disabled={saving}>
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
          value={draft.date}
          error={draftError?.field === 'date' ? draftError.message : null}
          onChange={(e) => page.send({ type: 'holiday.drafted', field: 'date', value: e.target.value })}
        />
        <TextInput
          label="Name"
          required
          value={draft.name}
          error={draftError?.field === 'name' ? draftError.message : null}
          onChange={(e) => page.send({ type: 'holiday.drafted', field: 'name', value: e.target.value })}
        />
        <Button type="submit" busy={saving}>
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
              disabled={saving}
              onClick={() => page.send({ type: 'holiday.removed', date: h.date })}
            />
          </Inline>
        ))}
      </ul>
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
