import { fetchReports } from '../api/reports';
import type { ReportRange, ReportRow, ReportsSummary } from '../api/types';
import { lastThirtyDays, summarizeReports } from '../domain/reports';
import { createLoaderMachine } from './loader.machine';

/** docs/behaviour.md §8: a refusal shows the server's words (or 'Failed to fetch reports', in the api layer). */
export const REPORTS_FAILURE_MESSAGE = 'Failed to load reports summary';

/** One read of the page: the window it asked for, its rows and their summary, and when it arrived. */
export interface ReportsData {
  range: ReportRange;
  rows: ReportRow[];
  summary: ReportsSummary;
  /** When the figures arrived (ms since epoch). */
  lastUpdated: number;
}

/** The Reports and Analytics page: the last 30 days (counted afresh at each read) and their summary. */
export const reportsMachine = createLoaderMachine('reports', {
  load: async (_: void, signal): Promise<ReportsData> => {
    const range = lastThirtyDays(new Date());
    const rows = await fetchReports(range, signal);
    return { range, rows, summary: summarizeReports(rows), lastUpdated: Date.now() };
  },
  isEmpty: (data) => data.rows.length === 0,
  messages: { refused: REPORTS_FAILURE_MESSAGE, failed: REPORTS_FAILURE_MESSAGE },
});

/** What the page shows: the last read, or, before one arrives, the window it is asking for and no figures. */
export function shownReports(data: ReportsData | null): Omit<ReportsData, 'lastUpdated'> & { lastUpdated: number | null } {
  return data ?? { range: lastThirtyDays(new Date()), rows: [], summary: summarizeReports([]), lastUpdated: null };
}
