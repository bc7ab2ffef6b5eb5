/**
 * What the Compliance Calendar reads before it works out a deadline (docs/behaviour.md §2
 * Compliance Calendar): the declared holidays and the substitutes' overrides, the rule versions
 * and which clients owe what, each from the server that keeps them or the shipped data
 * (docs/api-extensions.md). A loader (loader.machine.ts) that is never empty.
 */
import { loadComplianceData, type ComplianceData } from '../api/complianceData';
import { createLoaderMachine } from './loader.machine';

/** What the calendar works with, as the loader gives it to the screen. */
export type { ComplianceData };

export const COMPLIANCE_DATA_FAILED = 'Failed to load the compliance calendar';

export const complianceDataMachine = createLoaderMachine('complianceData', {
  load: (_: undefined, signal) => loadComplianceData(signal),
  isEmpty: () => false,
  messages: { refused: COMPLIANCE_DATA_FAILED, failed: COMPLIANCE_DATA_FAILED },
  reload: 'after a failure',
});
