/**
 * Both pending lists (to finish, to approve) tell a read that fails, or is refused, in the same
 * words (docs/behaviour.md §8), and a 401 on it ends the session.
 */
import { it } from 'vitest';
import { expectOpeningAlerts, expectOpeningEndsSession, expectOpeningShowsRefusal } from '../../support/failedOpening';
import type { DemoRole } from '../../support/session';

export interface PendingList {
  address: string;
  as: DemoRole;
  /** The read the screen opens with. */
  read: string;
  /** The server's refusal of that read, without words, in the shape the read answers with. */
  wordlessRefusal: unknown;
}

export function itTellsAPendingListThatCannotBeRead({ address, as, read, wordlessRefusal }: PendingList): void {
  it.each([
    [500, 'Failed to load pending tasks'],
    ['network', 'Failed to load pending tasks'],
  ] as const)('a list failure (%s) shows "%s" as an alert', async (failure, message) => {
    await expectOpeningAlerts(address, as, read, failure, message);
  });

  it('a list refusal without words shows "Failed to fetch pending tasks"', async () => {
    await expectOpeningShowsRefusal(address, as, read, wordlessRefusal, 'Failed to fetch pending tasks');
  });

  it('a 401 on the list ends the session', async () => {
    await expectOpeningEndsSession(address, as, read);
  });
}
