import { useMemo, type KeyboardEvent } from 'react';
import { holidaysAround, monthWeeks, parts, type CivilDate, type Holiday, type SubstituteOverride } from '../../domain/compliance';
import type { CalendarRow } from '../../machines/calendarPage.machine';
import { cx } from '../ui/cx';
import * as styles from './calendar.css';

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

export const agendaId = (date: CivilDate) => `due-${date}`;

/** Moves focus to the first deadline of a day in the agenda. */
function showDay(date: CivilDate) {
  document.getElementById(agendaId(date))?.focus();
}

/** Arrow keys move between the days that have deadlines, in reading order. */
function moveBetweenDays(event: KeyboardEvent<HTMLTableElement>) {
  const keys: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  const step = keys[event.key];
  if (!step) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-day]')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  buttons[(index + step + buttons.length) % buttons.length].focus();
}

export function MonthGrid({
  year,
  month,
  today,
  rows,
  declared,
  substitutes,
}: {
  year: number;
  month: number;
  today: CivilDate;
  rows: CalendarRow[];
  declared: Holiday[];
  /** Weekend substitutes an admin removed or moved. */
  substitutes: SubstituteOverride[];
}) {
  const weeks = useMemo(() => monthWeeks(year, month), [year, month]);
  // Computed weekend substitutes are named "(substitute)", so a day shows it stands in for a weekend holiday.
  const holidays = useMemo(() => holidaysAround(declared, [year], substitutes), [declared, year, substitutes]);
  const byDay = useMemo(() => {
    const map = new Map<CivilDate, CalendarRow[]>();
    for (const row of rows) map.set(row.deadline.date, [...(map.get(row.deadline.date) ?? []), row]);
    return map;
  }, [rows]);

  return (
    <table className={styles.grid} onKeyDown={moveBetweenDays} aria-label="Deadlines by day">
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" className={styles.weekday}>
              <abbr title={long}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((date, d) => {
              if (!date) return <td key={d} className={styles.cell} />;
              const due = byDay.get(date) ?? [];
              const holiday = holidays.nameOf(date);
              const overdue = due.some((row) => row.state.overdue);
              const titles = due.map((row) => row.deadline.rule.jobTitle).join(', ');
              const names = due.map((row) => `${row.deadline.rule.jobTitle} ${row.deadline.periodLabel}`);
              const day = parts(date).day;
              return (
                <td key={d} className={cx(styles.cell, date === today && styles.today)} aria-current={date === today ? 'date' : undefined}>
                  <span className={styles.dayNumber}>{day}</span>
                  {holiday && <span className={styles.holidayName}>{holiday}</span>}
                  {due.length > 0 && (
                    // The chip's text is cut to fit the cell; its name and its tooltip (on hover and keyboard focus) give every name whole.
                    <button
                      type="button"
                      data-day={date}
                      className={cx(styles.dayButton, overdue && styles.dayButtonOverdue)}
                      aria-label={`${day} ${names.join(', ')}: ${due.length} ${due.length === 1 ? 'deadline' : 'deadlines'}${overdue ? ', overdue' : ''}`}
                      onClick={() => showDay(date)}
                    >
                      <span className={styles.longLabel}>{titles}</span>
                      <span className={styles.shortLabel}>{due.length}</span>
                    </button>
                  )}
                  {due.length > 0 && (
                    <ul className={styles.dayTooltip} aria-hidden="true">
                      {due.map((row, i) => (
                        <li key={row.deadline.key}>
                          {names[i]}
                          {row.state.overdue && <span className={styles.tooltipOverdue}> · Overdue</span>}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
