import React from 'react';

/**
 * The suite renders the whole app a few thousand times with React's development build, which
 * records for every element it creates where it was created (an Error for its stack, and a
 * console task): a quarter of the suite's time, measured with a CPU profile of the user form's
 * paths. Tests read what is on the screen and never these records, so they are switched off.
 * React already stops recording past ten thousand elements a second; this holds the counter
 * there. An upgrade that renames the counter only brings the cost back.
 */
const internals: object | undefined = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Number.MAX_SAFE_INTEGER, set: () => undefined });
}
