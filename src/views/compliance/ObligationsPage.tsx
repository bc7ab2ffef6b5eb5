import { useSelector } from '@xstate/react';
import { useDeferredValue, type FormEvent } from 'react';
import type { ActorRefFromLogic } from 'xstate';
import { useScreenActor } from '../../app/SessionProvider';
import {
  OBLIGATION_COLUMNS,
  civilToday,
  filterGrid,
  formatCivil,
  holidaysAround,
  nextClientDue,
  parts,
  type ClientObligations,
  type ObligationColumn,
} from '../../domain/compliance';
import { obligationsGridMachine } from '../../machines/obligationsGrid.machine';
import { PageHeader } from '../ui/PageHeader';
import { Alert, Button, Card, Checkbox, Select, Text, TextInput } from '../ui';
import { ReadState } from '../ui/ReadState';
import * as styles from './compliance.css';

/** docs/behaviour.md §2 Client obligations: said in one line against a server without the extension. */
export const GRID_UNAVAILABLE = 'This server does not keep which clients owe what: Plan jobs offers the clients with a job last period.';

/** Rows drawn at once: a firm with thousands of clients filters by name to reach the others. */
export const ROWS_SHOWN = 100;

const COLUMN_OPTIONS = OBLIGATION_COLUMNS.map((c) => ({ value: c.key, label: c.label }));
const FILTER_OPTIONS = [{ value: '', label: 'Any obligation' }, ...COLUMN_OPTIONS];
const isColumn = (value: string): value is ObligationColumn => OBLIGATION_COLUMNS.some((c) => c.key === value);

/**
 * Client obligations (admins; docs/behaviour.md §2): which client owes which statutory
 * obligation, set cell by cell or in bulk, with each client's year end and incorporation date,
 * which decide its CIT and development levy dates (docs/decisions/065-client-obligations-grid.md).
 */
export default function ObligationsPage() {
  const grid = useScreenActor(obligationsGridMachine, { today: civilToday() });
  return (
    <div className={styles.page}>
      <PageHeader title="Client obligations" subtitle="Which clients owe which statutory obligations, and their year ends." />
      {grid && <Grid grid={grid} />}
    </div>
  );
}

function Grid({ grid }: { grid: ActorRefFromLogic<typeof obligationsGridMachine> }) {
  // The grid takes the place of its loading rows in a render that yields, not in the task that
  // received the clients; what the grid shows is always the live state, so nothing typed lags
  // (docs/decisions/105-the-first-screen-drawn-a-task-after-its-actors-start.md).
  const reading = useDeferredValue(useSelector(grid, (s) => (s.matches('reading') ? s.children.load : undefined)));
  const unavailable = useDeferredValue(useSelector(grid, (s) => s.matches('unavailable')));
  const saving = useSelector(grid, (s) => s.matches({ ready: 'saving' }));
  const { rows, filter, selected, bulkColumn, rowError, error, notice, today } = useSelector(grid, (s) => s.context);
  if (reading) return <ReadState loader={reading} label="Loading client obligations" />;
  if (unavailable)
    return (
      <Text as="p" size="sm" tone="muted">
        {GRID_UNAVAILABLE}
      </Text>
    );
  const shown = filterGrid(rows, filter);
  const chosen = new Set(selected);
  const allShownChosen = shown.length > 0 && shown.every((row) => chosen.has(row.clientId));
  const holidays = holidaysAround([], [parts(today).year]);
  const save = (event: FormEvent) => {
    event.preventDefault();
    grid.send({ type: 'changes.saved' });
  };
  return (
    <Card>
      <div className={styles.filters} role="search" aria-label="Filter clients">
        <TextInput label="Client name" value={filter.text} onChange={(e) => grid.send({ type: 'filter.changed', text: e.target.value })} />
        <Select
          label="Owes"
          value={filter.column}
          options={FILTER_OPTIONS}
          onValueChange={(value) => grid.send({ type: 'column.filtered', column: isColumn(value) ? value : '' })}
        />
      </div>
      <div className={styles.bulkBar} aria-label="Change the chosen clients" role="group">
        <Text size="sm">{selected.length} chosen</Text>
        <Select
          label="Obligation"
          value={bulkColumn}
          options={COLUMN_OPTIONS}
          onValueChange={(value) => isColumn(value) && grid.send({ type: 'bulk.columnChosen', column: value })}
        />
        <Button size="sm" variant="secondary" disabled={saving} onClick={() => grid.send({ type: 'bulk.applied', owes: true })}>
          Set for chosen
        </Button>
        <Button size="sm" variant="secondary" disabled={saving} onClick={() => grid.send({ type: 'bulk.applied', owes: false })}>
          Clear for chosen
        </Button>
      </div>
      <form onSubmit={save} noValidate aria-label="Client obligations">
        <div className={styles.scroller} tabIndex={0} role="region" aria-label="Obligations by client">
          <table className={styles.grid}>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>
                  <Checkbox
                    label="Choose all shown"
                    checked={allShownChosen}
                    onChange={(e) => grid.send({ type: 'shown.selected', selected: e.target.checked })}
                  />
                </th>
                <th scope="col" className={styles.headCell}>
                  Client
                </th>
                {OBLIGATION_COLUMNS.map((c) => (
                  <th key={c.key} scope="col" className={styles.headCell}>
                    {c.label}
                  </th>
                ))}
                <th scope="col" className={styles.headCell}>
                  Year end (MM-DD)
                </th>
                <th scope="col" className={styles.headCell}>
                  Incorporated
                </th>
                <th scope="col" className={styles.headCell}>
                  Next CIT due
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.slice(0, ROWS_SHOWN).map((row) => (
                <Row
                  key={row.clientId}
                  row={row}
                  chosen={chosen.has(row.clientId)}
                  problem={rowError?.clientId === row.clientId ? rowError.message : null}
                  citDue={
                    row.owes.includes('cit') || row.owes.includes('dev-levy')
                      ? formatCivil(nextClientDue('cit', row, today, holidays).statutory)
                      : '—'
                  }
                  grid={grid}
                />
              ))}
            </tbody>
          </table>
        </div>
        {shown.length > ROWS_SHOWN && (
          <Text as="p" size="sm" tone="muted">
            Showing {ROWS_SHOWN} of {shown.length}: filter by name to find the others.
          </Text>
        )}
        {shown.length === 0 && (
          <Text as="p" size="sm" tone="muted">
            No client matches these filters.
          </Text>
        )}
        {error && <Alert tone="danger">{error}</Alert>}
        {rowError && (
          <Alert tone="danger">
            {rows.find((r) => r.clientId === rowError.clientId)?.clientName}: {rowError.message}
          </Alert>
        )}
        {notice && <Alert tone="success">{notice}</Alert>}
        <div className={styles.actions}>
          <Button type="submit" busy={saving}>
            Save changes
          </Button>
          <Button variant="ghost" disabled={saving} onClick={() => grid.send({ type: 'changes.discarded' })}>
            Discard changes
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Row({
  row,
  chosen,
  problem,
  citDue,
  grid,
}: {
  row: ClientObligations;
  chosen: boolean;
  problem: string | null;
  citDue: string;
  grid: ActorRefFromLogic<typeof obligationsGridMachine>;
}) {
  const dates = (patch: Partial<Pick<ClientObligations, 'yearEnd' | 'incorporated'>>) =>
    grid.send({ type: 'dates.changed', clientId: row.clientId, yearEnd: row.yearEnd, incorporated: row.incorporated, ...patch });
  return (
    <tr>
      <td className={styles.cell}>
        <input
          type="checkbox"
          aria-label={`Choose ${row.clientName}`}
          checked={chosen}
          onChange={(e) => grid.send({ type: 'row.selected', clientId: row.clientId, selected: e.target.checked })}
        />
      </td>
      <th scope="row" className={styles.clientCell}>
        {row.clientName}
      </th>
      {OBLIGATION_COLUMNS.map((c) => (
        <td key={c.key} className={styles.cell}>
          <input
            type="checkbox"
            aria-label={`${row.clientName} owes ${c.label}`}
            checked={row.owes.includes(c.key)}
            onChange={(e) => grid.send({ type: 'cell.toggled', clientId: row.clientId, column: c.key, owes: e.target.checked })}
          />
        </td>
      ))}
      <td className={styles.cell}>
        <input
          className={styles.dateInput}
          aria-label={`${row.clientName} year end`}
          aria-invalid={problem !== null || undefined}
          placeholder="12-31"
          value={row.yearEnd ?? ''}
          onChange={(e) => dates({ yearEnd: e.target.value.trim() === '' ? null : e.target.value })}
        />
      </td>
      <td className={styles.cell}>
        <input
          className={styles.dateInput}
          type="date"
          aria-label={`${row.clientName} incorporated`}
          aria-invalid={problem !== null || undefined}
          value={row.incorporated ?? ''}
          onChange={(e) => dates({ incorporated: e.target.value === '' ? null : e.target.value })}
        />
      </td>
      <td className={styles.cell}>{citDue}</td>
    </tr>
  );
}
