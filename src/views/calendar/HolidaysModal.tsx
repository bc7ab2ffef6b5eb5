import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { fixedHolidays, formatCivil } from '../../domain/compliance';
import type { calendarPageMachine } from '../../machines/calendarPage.machine';
import { Button, IconButton, Inline, Modal, TextInput } from '../ui';
import * as styles from './calendar.css';

/**
 * docs/behaviour.md §2 Public holidays: the fixed ones are computed; the declared ones (the
 * Muslim holidays, extra Mondays) are edited here and kept in this browser
 * (docs/decisions/010-compliance-jobs-by-name.md).
 */
export function HolidaysModal({ page }: { page: ActorRefFrom<typeof calendarPageMachine> }) {
  const open = useSelector(page, (s) => s.matches('editingHolidays'));
  const year = useSelector(page, (s) => s.context.year);
  const declared = useSelector(page, (s) => s.context.declared);
  const draft = useSelector(page, (s) => s.context.draft);
  const draftError = useSelector(page, (s) => s.context.draftError);
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
      description="Declared holidays are kept in this browser. Fixed holidays and Easter are worked out."
      size="lg"
      footer={
        <Inline gap="sm" justify="end" className={styles.footer}>
          <Button onClick={close}>Done</Button>
        </Inline>
      }
    >
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
        <Button type="submit">Add holiday</Button>
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
