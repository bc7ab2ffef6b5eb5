/**
 * Model-based tests of Download Reports: paths generated from the screen's own machine, every
 * one walked on the machine against the mock backend, and a covering set walked on the rendered
 * page (whole app, msw/node) as the user and the server would
 * (docs/decisions/020-every-path-on-its-machine.md).
 */
import { afterEach, describe, expect, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { describePath, everyAndCovering, nameOfEvent, type ModelEvent } from '../support/paths';
import type { ReportRow } from '../../src/api/types';
import { writeReportRangeAddress } from '../../src/domain/listAddress';
import { lastThirtyDays } from '../../src/domain/reports';
import {
  PREVIEW_FAILURE_MESSAGE,
  SUCCESS_MESSAGE_MS,
  downloadReportsMachine,
  exportReportsFile,
  type ExportInput,
  type ExportResult,
} from '../../src/machines/downloadReports.machine';
import { fileSaver } from '../../src/views/ui/saveFile';
import { renderApp } from '../support/renderApp';
import { reportRow } from '../support/answers';
import { holdCall, type HeldCall } from '../support/server';
import { passTime } from '../support/time';
import { testEachPath, walkPath } from '../support/walk';
import { testEachPathOnMachine } from '../support/machineWalk';
import { getDb } from '../../mocks/db/store';

type Snapshot = SnapshotFrom<typeof downloadReportsMachine>;

const defaults = lastThirtyDays();
const LATE_START = '2099-01-01';
/** Back (or a shared link) to January's report. */
const JANUARY = { startDate: '2026-01-01', endDate: '2026-01-31' };

/** Report row `i`: every other one verified, with a rework count that varies. */
const numberedRow = (i: number): ReportRow =>
  reportRow({
    taskName: `Report task ${i}`,
    jobName: `Report job ${i}`,
    verifier: i % 2 ? 'Admin User' : null,
    taskStatus: i % 2 ? 'Verified' : 'Active',
    reworkCount: i % 3,
  });
const TWELVE = Array.from({ length: 12 }, (_, i) => numberedRow(i + 1));
const exported: ExportResult = { count: 12, fileName: 'reports.csv' };
const AFTER = 'xstate.after.successMessageDelay.downloadReports.previewed.announced';

/** The preview's read (its loader, loader.machine.ts) ending in `value` with these rows, or the failure's message. */
function previewRead(value: 'loaded' | 'empty' | 'failed', rows: ReportRow[]): ModelEvent {
  const error = value === 'failed' ? PREVIEW_FAILURE_MESSAGE : null;
  return {
    type: 'xstate.snapshot.fetchReports',
    snapshot: { value, context: { data: value === 'failed' ? null : rows, error, asOf: null } },
  };
}

/** The rows a preview's read answers, or null when it fails. */
function rowsRead(e: ModelEvent): ReportRow[] | null {
  const snapshot = e.snapshot as { value: string; context: { data: ReportRow[] | null } } | undefined;
  return e.type === 'xstate.snapshot.fetchReports' && snapshot?.value !== 'failed' ? (snapshot?.context.data ?? null) : null;
}

/** What the user does and what the server (or the browser's download) answers. */
const allEvents: ModelEvent[] = [
  { type: 'dates.changed', patch: { startDate: '' } },
  { type: 'dates.changed', patch: { startDate: LATE_START } },
  { type: 'dates.changed', patch: { startDate: defaults.startDate } },
  { type: 'preview.requested' },
  { type: 'export.requested' },
  previewRead('loaded', TWELVE),
  previewRead('empty', []),
  previewRead('failed', []),
  { type: 'xstate.done.actor.exportReports', output: exported },
  { type: 'xstate.error.actor.exportReports', error: new Error('disk full') },
  { type: AFTER },
  { type: 'address.changed', search: writeReportRangeAddress(JANUARY) },
];

/** The start date a `dates.changed` event of the model puts in the form. */
const startDateOf = (e: ModelEvent): string => (e.patch as { startDate: string }).startDate;

/** A date input fires no change when it is given the value it already holds. */
const events = (s: Snapshot): ModelEvent[] =>
  allEvents.filter((e) =>
    e.type === 'dates.changed'
      ? startDateOf(e) !== s.context.startDate
      : e.type === 'address.changed'
        ? s.context.startDate !== JANUARY.startDate && s.context.startDate !== '' && (s.matches('previewed') || s.matches('notPreviewed'))
        : true,
  );

const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.startDate === defaults.startDate ? 'ok' : s.context.startDate || 'empty',
    s.context.error,
    s.context.notice,
    s.context.rows.length,
    s.context.previewedRange?.startDate ?? null,
  ]);

// The paths the page walked before (the shortest, and the extra steps that add something) are
// those its machine walks; their covering set is walked on the page.
const paths = everyAndCovering(downloadReportsMachine, { events, serialize: serializeState, extend: 'covering' });

/** A file the export offers, held until the path decides whether the browser saved it. */
interface HeldSave {
  blob: Blob;
  fileName: string;
  finish: (error?: Error) => void;
}

/** The browser's download, held: the machine walk's exports wait here as the screen's do in fileSaver. */
const machineSaves: HeldSave[] = [];
/** The walk running now: an export an earlier walk's stopped machine still builds is not this walk's to hold. */
let walkNo = 0;

/** The page's report read answers the model's rows (a preview reads, it never writes). */
const reportsAnswer = (rows: ReportRow[]) => ({ responseCode: 'OK', responseDescription: 'Successful', response: rows });

/** A preview and an export read and save on the client: what the server stores is as it was. */
let storedAtStart = '';

testEachPathOnMachine({
  machine: downloadReportsMachine.provide({
    actors: {
      exportReports: fromPromise<ExportResult, ExportInput>(({ input }) => {
        const walk = walkNo;
        return exportReportsFile(input, (blob, fileName) =>
          walk !== walkNo
            ? Promise.resolve()
            : new Promise<void>((resolve, reject) => {
                machineSaves.push({ blob, fileName, finish: (error) => (error ? reject(error) : resolve()) });
              }),
        );
      }),
    },
  }),
  paths: paths.every,
  coverage: 'downloadReports',
  look: serializeState,
  name: (path) => describePath(path.steps, stepName),
  prepare: () => {
    walkNo += 1;
    machineSaves.length = 0;
    storedAtStart = JSON.stringify(getDb());
  },
  async execute(event, _before, { backend }) {
    const rows = rowsRead(event);
    if (rows) return backend.respondOne(reportsAnswer(rows));
    if (event.type !== 'xstate.done.actor.exportReports' && event.type !== 'xstate.error.actor.exportReports') return false;
    await waitFor(() => expect(machineSaves.length).toBeGreaterThan(0));
    const save = machineSaves.shift()!;
    expect(save.fileName).toMatch(/\.csv$/);
    save.finish(event.type === 'xstate.error.actor.exportReports' ? new Error('The browser refused the download') : undefined);
    return true;
  },
  expectStored: () => expect(JSON.stringify(getDb())).toBe(storedAtStart),
});

interface Page {
  preview: HeldCall;
  saves: HeldSave[];
  user: Awaited<ReturnType<typeof renderApp>>['user'];
  app: Awaited<ReturnType<typeof renderApp>>;
}

const startInput = () => screen.getByLabelText('Start date') as HTMLInputElement;
const endInput = () => screen.getByLabelText('End date') as HTMLInputElement;
const previewButton = () => screen.getByRole('button', { name: /^(Preview Reports|Loading\.\.\.)$/ });
const exportButton = () => screen.queryByRole('button', { name: /^(Export to Excel|Exporting\.\.\.)/ });

async function nextSave(page: Page) {
  await waitFor(() => expect(page.saves.length).toBeGreaterThan(0));
  return page.saves.shift()!;
}

async function execute(page: Page, event: ModelEvent): Promise<void> {
  if (event.type === 'dates.changed') {
    fireEvent.change(startInput(), { target: { value: startDateOf(event) } });
  } else if (event.type === 'preview.requested') {
    await page.user.click(previewButton());
  } else if (event.type === 'export.requested') {
    await page.user.click(exportButton()!);
  } else if (event.type === 'address.changed') {
    page.app.navigate(`/download-reports?${String(event.search)}`);
  } else if (event.type === 'xstate.snapshot.fetchReports') {
    const rows = rowsRead(event);
    await (rows ? page.preview.respond(reportsAnswer(rows)) : page.preview.fail(500));
  } else if (event.type === 'xstate.done.actor.exportReports') {
    (await nextSave(page)).finish();
  } else if (event.type === 'xstate.error.actor.exportReports') {
    (await nextSave(page)).finish(new Error('The browser refused the download'));
  } else if (event.type === AFTER) {
    await passTime(SUCCESS_MESSAGE_MS);
  }
}

/** What the user must see in a state of the model. */
async function expectScreen(state: Snapshot, app: Page['app']): Promise<void> {
  const { context } = state;
  await waitFor(() => {
    // A shown preview's range is in the address, so Back, reload and a shared link keep it.
    if (state.matches('previewed') || state.matches('exporting')) {
      expect(app.location()).toBe(`/download-reports?${writeReportRangeAddress(context.previewedRange!)}`);
    }
    if (state.matches('loading')) {
      expect(previewButton().textContent).toBe('Loading...');
      expect(screen.getByText('Loading Reports...')).toBeTruthy();
    } else {
      expect(previewButton().textContent).toBe('Preview Reports');
    }
    const busy = state.matches('loading') || state.matches('exporting');
    expect(startInput().disabled).toBe(busy);
    expect(endInput().disabled).toBe(busy);
    expect((previewButton() as HTMLButtonElement).disabled).toBe(busy);
    expect(startInput().value).toBe(context.startDate);

    const prompt = screen.queryByRole('heading', { name: 'Generate Reports' });
    expect(Boolean(prompt)).toBe(state.matches('notPreviewed') || state.matches('failed'));

    const showsPreview = state.matches('previewed') || state.matches('exporting');
    const button = exportButton();
    expect(Boolean(button)).toBe(showsPreview);
    if (showsPreview) {
      expect(button!.textContent).toBe(state.matches('exporting') ? 'Exporting...' : `Export to Excel (${context.rows.length} records)`);
      expect((button as HTMLButtonElement).disabled).toBe(state.matches('exporting'));
      if (context.rows.length === 0) {
        expect(screen.getByRole('heading', { name: 'No Reports Found' })).toBeTruthy();
        expect(screen.getByText('No reports were found for the selected date range. Try adjusting your date filters.')).toBeTruthy();
      } else {
        const table = screen.getByRole('region', { name: 'Previewed reports' });
        expect(within(table).getAllByRole('row')).toHaveLength(11);
        expect(screen.getByText('Showing first 10 of 12 records. Export to Excel to view all filtered data.')).toBeTruthy();
      }
    } else {
      expect(screen.queryByRole('region', { name: 'Previewed reports' })).toBeNull();
    }

    const alert = screen.queryByRole('alert');
    if (context.error) expect(alert?.textContent).toBe(context.error);
    else expect(alert).toBeNull();
    const success = screen.queryByText(/^(Found \d+ reports|Excel file exported successfully!)/);
    if (context.notice) expect(success?.textContent).toBe(context.notice);
    else expect(success).toBeNull();
  });
}

/** A step's name: a date change by the date it sets, an answer by its rows. */
function stepName(e: ModelEvent): string {
  if (e.type === 'dates.changed') return `start=${startDateOf(e) || 'empty'}`;
  if (e.type === 'address.changed') return `address ${String(e.search)}`;
  if (e.type.startsWith('xstate.after.')) return '3s later';
  if (e.type === 'xstate.snapshot.fetchReports') return `preview read ${rowsRead(e)?.length ?? 'failed'}`;
  return nameOfEvent({ type: e.type }) + (Array.isArray(e.output) ? `(${e.output.length})` : '');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Download Reports machine, walked on the rendered page', () => {
  testEachPath(
    {
      machine: downloadReportsMachine,
      paths: paths.covering,
      coverage: 'downloadReports',
      onScreen: true,
      name: (path) => describePath(path.steps, stepName),
    },
    async (path) => {
      const saves: Page['saves'] = [];
      vi.spyOn(fileSaver, 'save').mockImplementation(
        (blob, fileName) =>
          new Promise<void>((resolve, reject) => {
            saves.push({ blob, fileName, finish: (error) => (error ? reject(error) : resolve()) });
          }),
      );
      const preview = holdCall('get', '/api/v1/report/get');
      const app = await renderApp('/download-reports', { as: 'admin' });
      await screen.findByRole('heading', { name: 'Download Reports', level: 1 });
      const page: Page = { preview, saves, user: app.user, app };
      await walkPath(
        path,
        (event) => execute(page, event),
        (state) => expectScreen(state, app),
      );
    },
  );
});
