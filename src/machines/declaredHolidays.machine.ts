/**
 * The declared public holidays as a screen reads them before it works out deadlines
 * (docs/behaviour.md §2 Compliance Calendar): the firm's list from a server with the
 * `firm-holidays` extension, else this browser's. A loader (loader.machine.ts) that is never
 * empty: no holiday declared is a list like any other.
 */
import { loadDeclaredHolidays } from '../api/declaredHolidays';
import { createLoaderMachine } from './loader.machine';

export const HOLIDAYS_LOAD_FAILED = 'Failed to load the public holidays';

export const declaredHolidaysMachine = createLoaderMachine('declaredHolidays', {
  load: (_: undefined, signal) => loadDeclaredHolidays(signal),
  isEmpty: () => false,
  messages: { refused: HOLIDAYS_LOAD_FAILED, failed: HOLIDAYS_LOAD_FAILED },
  reload: 'after a failure',
});
