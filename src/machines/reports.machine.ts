import { assign, fromPromise, setup } from 'xstate';
import { fetchReports } from '../api/reports';
import { toUserMessage } from '../api/client';
import type { ReportRange, ReportRow, ReportsSummary } from '../api/types';
import { lastThirtyDays, summarizeReports } from '../domain/reports';
import { untilAbandoned } from './untilAbandoned';

export interface ReportsContext {
  range: ReportRange;
  rows: ReportRow[];
  summary: ReportsSummary;
  /** When the shown figures arrived (ms since epoch). */
  lastUpdated: number | null;
  error: string | null;
}

export type ReportsEvent = { type: 'reports.reloadRequested' };

/** docs/behaviour.md §8: a refusal shows the server's words (or 'Failed to fetch reports', in the api layer). */
export const REPORTS_FAILURE_MESSAGE = 'Failed to load reports summary';

/** The Reports and Analytics page: the last 30 days of report rows and their summary. */
export const reportsMachine = setup({
  types: {} as { context: ReportsContext; events: ReportsEvent },
  actors: {
    fetchReports: fromPromise<ReportRow[], ReportRange>(({ input, signal }) => untilAbandoned(fetchReports(input, signal), signal)),
  },
  actions: {
    aimAtLastThirtyDays: assign({ range: () => lastThirtyDays(new Date()), error: null }),
  },
}).createMachine({
  id: 'reports',
  context: () => ({ range: lastThirtyDays(new Date()), rows: [], summary: summarizeReports([]), lastUpdated: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'aimAtLastThirtyDays',
      invoke: {
        id: 'fetchReports',
        src: 'fetchReports',
        input: ({ context }) => context.range,
        onDone: {
          target: 'loaded',
          actions: assign(({ event }) => ({
            rows: event.output,
            summary: summarizeReports(event.output),
            lastUpdated: Date.now(),
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toUserMessage(event.error, REPORTS_FAILURE_MESSAGE) })),
        },
      },
    },
    loaded: {
      on: { 'reports.reloadRequested': 'loading' },
    },
    failed: {
      on: { 'reports.reloadRequested': 'loading' },
    },
  },
});
