/**
 * The client x obligation grid (docs/behaviour.md §2 Client obligations): it reads which clients
 * owe what from a server with the `client-obligations` extension (`unavailable` says so in one
 * line otherwise), takes edits cell by cell, by selected rows or by a whole column (bulk set or
 * clear), and each client's year end and incorporation date, then saves every changed row in one
 * call. Bad dates are refused before anything is sent; a refused or failed save keeps the edits.
 * The read is the loader's (`gridLoader`), a child while `reading`: the view shows its loading
 * and its failure, and its Try again goes to it; the grid takes what it read.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toUserMessage } from '../api/client';
import { loadClientObligations, saveClientObligations } from '../api/complianceData';
import {
  changedRows,
  filterGrid,
  rowDatesProblem,
  withOwing,
  type CivilDate,
  type ClientObligations,
  type ClientObligationsChange,
  type GridFilter,
  type ObligationColumn,
} from '../domain/compliance';
import { createLoaderMachine, oneMessage } from './loader.machine';
import { untilAbandoned } from './untilAbandoned';

export const GRID_LOAD_FAILED = 'Failed to load the client obligations';
export const GRID_SAVE_FAILED = 'Failed to save the client obligations';
export const GRID_SAVED = 'Client obligations saved';
export const GRID_NOTHING_CHANGED = 'Nothing has changed';
export const GRID_NOTHING_CHOSEN = 'Choose at least one client';
/** docs/behaviour.md §8: success messages are gone after 3 seconds. */
export const GRID_NOTICE_MS = 3000;

export interface GridInput {
  today: CivilDate;
}

export interface GridContext extends GridInput {
  /** As the server keeps them. */
  saved: ClientObligations[];
  /** As the grid holds them, edits included. */
  rows: ClientObligations[];
  filter: GridFilter;
  /** The rows chosen for a bulk change, by client. */
  selected: number[];
  /** The obligation a bulk change sets or clears. */
  bulkColumn: ObligationColumn;
  /** The first row whose dates cannot be saved, and why. */
  rowError: { clientId: number; message: string } | null;
  error: string | null;
  notice: string | null;
}

export type GridEvent =
  | { type: 'filter.changed'; text: string }
  | { type: 'column.filtered'; column: ObligationColumn | '' }
  | { type: 'row.selected'; clientId: number; selected: boolean }
  /** Every row the filters show chosen, or none. */
  | { type: 'shown.selected'; selected: boolean }
  | { type: 'cell.toggled'; clientId: number; column: ObligationColumn; owes: boolean }
  | { type: 'bulk.columnChosen'; column: ObligationColumn }
  /** Set or clear the chosen obligation for the chosen rows. */
  | { type: 'bulk.applied'; owes: boolean }
  | { type: 'dates.changed'; clientId: number; yearEnd: string | null; incorporated: CivilDate | null }
  | { type: 'changes.saved' }
  | { type: 'changes.discarded' };

const patchRow = (rows: readonly ClientObligations[], clientId: number, change: (row: ClientObligations) => ClientObligations) =>
  rows.map((row) => (row.clientId === clientId ? change(row) : row));

/** The first changed row whose dates cannot be saved. */
function datesProblem(context: GridContext): { clientId: number; message: string } | null {
  const changed = new Set(changedRows(context.saved, context.rows).map((row) => row.clientId));
  for (const row of context.rows) {
    if (!changed.has(row.clientId)) continue;
    const message = rowDatesProblem(row, context.today);
    if (message) return { clientId: row.clientId, message };
  }
  return null;
}

/**
 * The grid's read, by the loader factory (loader.machine.ts): null is a server without the
 * extension, which the loader calls empty; a failure maps to its message in one place.
 */
export const gridLoader = createLoaderMachine('obligationsGridRead', {
  load: (_: undefined, signal) => loadClientObligations(signal),
  isEmpty: (rows: ClientObligations[] | null) => rows === null,
  messages: oneMessage(GRID_LOAD_FAILED),
  reload: 'after a failure',
});

export const obligationsGridMachine = setup({
  types: {} as { context: GridContext; events: GridEvent; input: GridInput; children: { load: 'load'; save: 'save' } },
  actors: {
    load: gridLoader,
    save: fromPromise<ClientObligations[], { rows: ClientObligationsChange[] }>(({ input, signal }) =>
      untilAbandoned(saveClientObligations(input.rows, signal), signal),
    ),
  },
  guards: {
    'nothing changed': ({ context }) => changedRows(context.saved, context.rows).length === 0,
    'a date is invalid': ({ context }) => datesProblem(context) !== null,
    'no row is chosen': ({ context }) => context.selected.length === 0,
  },
  actions: {
    filterText: assign(({ context, event }) => {
      assertEvent(event, 'filter.changed');
      return { filter: { ...context.filter, text: event.text } };
    }),
    filterColumn: assign(({ context, event }) => {
      assertEvent(event, 'column.filtered');
      return { filter: { ...context.filter, column: event.column } };
    }),
    selectRow: assign(({ context, event }) => {
      assertEvent(event, 'row.selected');
      const others = context.selected.filter((id) => id !== event.clientId);
      return { selected: event.selected ? [...others, event.clientId] : others };
    }),
    selectShown: assign(({ context, event }) => {
      assertEvent(event, 'shown.selected');
      return { selected: event.selected ? filterGrid(context.rows, context.filter).map((row) => row.clientId) : [] };
    }),
    toggleCell: assign(({ context, event }) => {
      assertEvent(event, 'cell.toggled');
      return { rows: patchRow(context.rows, event.clientId, (row) => withOwing(row, event.column, event.owes)), notice: null };
    }),
    applyBulk: assign(({ context, event }) => {
      assertEvent(event, 'bulk.applied');
      const chosen = new Set(context.selected);
      return {
        rows: context.rows.map((row) => (chosen.has(row.clientId) ? withOwing(row, context.bulkColumn, event.owes) : row)),
        notice: null,
        error: null,
      };
    }),
    changeDates: assign(({ context, event }) => {
      assertEvent(event, 'dates.changed');
      const rows = patchRow(context.rows, event.clientId, (row) => ({ ...row, yearEnd: event.yearEnd, incorporated: event.incorporated }));
      return { rows, rowError: context.rowError?.clientId === event.clientId ? null : context.rowError, notice: null };
    }),
  },
  delays: { noticeDelay: GRID_NOTICE_MS },
}).createMachine({
  id: 'obligationsGrid',
  context: ({ input }) => ({
    ...input,
    saved: [],
    rows: [],
    filter: { text: '', column: '' },
    selected: [],
    bulkColumn: 'paye',
    rowError: null,
    error: null,
    notice: null,
  }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: () => undefined,
        // The loader's own states say it reads or failed to (and take Try again); the grid waits for what it read.
        onSnapshot: [
          {
            guard: ({ event }) => event.snapshot.value === 'loaded',
            target: 'ready',
            actions: assign(({ event }) => ({
              saved: event.snapshot.context.data ?? [],
              rows: event.snapshot.context.data ?? [],
            })),
          },
          { guard: ({ event }) => event.snapshot.value === 'empty', target: 'unavailable' },
        ],
      },
    },
    unavailable: {},
    ready: {
      initial: 'editing',
      on: {
        'filter.changed': { actions: 'filterText' },
        'column.filtered': { actions: 'filterColumn' },
        'bulk.columnChosen': { actions: assign(({ event }) => ({ bulkColumn: event.column })) },
      },
      states: {
        editing: {
          on: {
            'row.selected': { actions: 'selectRow' },
            'shown.selected': { actions: 'selectShown' },
            'cell.toggled': { actions: 'toggleCell' },
            'dates.changed': { actions: 'changeDates' },
            'bulk.applied': [
              {
                guard: 'no row is chosen',
                description: 'A bulk change needs chosen rows: it says so and changes nothing.',
                actions: assign({ error: GRID_NOTHING_CHOSEN, notice: null }),
              },
              { actions: 'applyBulk' },
            ],
            'changes.discarded': { actions: assign(({ context }) => ({ rows: context.saved, rowError: null, error: null, notice: null })) },
            'changes.saved': [
              { guard: 'nothing changed', actions: assign({ error: GRID_NOTHING_CHANGED, notice: null }) },
              {
                guard: 'a date is invalid',
                description: 'Bad dates are refused before anything is sent, with the row and the reason.',
                actions: assign(({ context }) => ({ rowError: datesProblem(context), error: null, notice: null })),
              },
              { target: 'saving', actions: assign({ error: null, rowError: null, notice: null }) },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({ rows: changedRows(context.saved, context.rows) }),
            onDone: {
              target: 'saved',
              actions: assign(({ event }) => ({ saved: event.output, rows: event.output, selected: [], notice: GRID_SAVED })),
            },
            onError: {
              target: 'editing',
              description: 'A refused or failed save keeps every edit, with the reason.',
              actions: assign({ error: ({ event }) => toUserMessage(event.error, GRID_SAVE_FAILED) }),
            },
          },
        },
        saved: {
          after: { noticeDelay: { target: 'editing', actions: assign({ notice: null }) } },
          on: {
            'row.selected': { target: 'editing', actions: ['selectRow', assign({ notice: null })] },
            'shown.selected': { target: 'editing', actions: ['selectShown', assign({ notice: null })] },
            'cell.toggled': { target: 'editing', actions: 'toggleCell' },
            'dates.changed': { target: 'editing', actions: 'changeDates' },
          },
        },
      },
    },
  },
});
