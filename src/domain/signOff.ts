/**
 * The sign-off lifecycle of a task as pure rules (docs/behaviour.md §4 "Sign-off levels"):
 * the trail is folded into where the task stands, and a sign-off is checked against it. The
 * mock's rules (mocks/db/signOffRules.ts) and the lifecycle machine
 * (src/machines/signOff.machine.ts) both use these, so the server and the screens agree on the
 * states (docs/decisions/040-sign-off-lifecycle-shared-rules.md).
 */
import { USER_TYPE } from './roles';

/** What a trail entry records (docs/api-extensions.md `sign-off`). */
export type TrailKind = 'assigned' | 'handedOver' | 'submitted' | 'approved' | 'returned';

/** The facts of one entry the lifecycle reads. */
export interface SignOffStep {
  kind: TrailKind;
  /** Who did it. */
  by: number;
  /** submitted: how many sign-off levels this submission needs (1 or 2); otherwise null. */
  levels: number | null;
  /** assigned / handedOver: the assignee after it. */
  assigneeId: number | null;
}

export type SignOffStateName = 'unassigned' | 'inPreparation' | 'awaitingFirstSignOff' | 'awaitingSecondSignOff' | 'verified' | 'inRework';

export interface SignOffProgress {
  state: SignOffStateName;
  /** The assignee, who prepares the work; null until the task is assigned. */
  preparerId: number | null;
  /** The number of the latest submission; 0 before the first. */
  submission: number;
  /** How many levels the latest submission needs. */
  levels: number;
  /** Who signed the latest submission, level 1 first. */
  signers: number[];
  /** How many times the task was sent back: its rework count. */
  returns: number;
}

export const NOT_STARTED: SignOffProgress = {
  state: 'unassigned',
  preparerId: null,
  submission: 0,
  levels: 1,
  signers: [],
  returns: 0,
};

/** The progress after one more entry of the trail. */
export function nextProgress(progress: SignOffProgress, step: SignOffStep): SignOffProgress {
  switch (step.kind) {
    case 'assigned':
    case 'handedOver':
      return {
        ...progress,
        preparerId: step.assigneeId ?? progress.preparerId,
        // Only an assignment starts the work; the server hands over only an assigned task.
        state: progress.state === 'unassigned' && step.kind === 'assigned' && step.assigneeId !== null ? 'inPreparation' : progress.state,
      };
    case 'submitted':
      return {
        ...progress,
        preparerId: step.by,
        submission: progress.submission + 1,
        levels: step.levels ?? 1,
        signers: [],
        state: 'awaitingFirstSignOff',
      };
    case 'approved': {
      const signers = [...progress.signers, step.by];
      return { ...progress, signers, state: signers.length >= progress.levels ? 'verified' : 'awaitingSecondSignOff' };
    }
    case 'returned':
      return { ...progress, signers: [], returns: progress.returns + 1, state: 'inRework' };
  }
}

/** Where a task stands after its whole trail, oldest entry first. */
export function progressOf(steps: readonly SignOffStep[]): SignOffProgress {
  return steps.reduce(nextProgress, NOT_STARTED);
}

/** The level a decision now would sign (1 or 2), or null when nothing awaits sign-off. */
export function levelAwaited(progress: SignOffProgress): 1 | 2 | null {
  if (progress.state === 'awaitingFirstSignOff') return 1;
  if (progress.state === 'awaitingSecondSignOff') return 2;
  return null;
}

export const SIGN_OFF_MESSAGES = {
  /** The spec's own words for a reviewer deciding their own task, at any level. */
  preparer: 'You cannot review your own task.',
  signedOtherLevel: 'You signed the first sign-off of this submission. The second sign-off must be someone else.',
  roleMayNotSign: 'Your role cannot sign the second sign-off of this task.',
} as const;

export type SegregationRefusal = 'preparer' | 'signedOtherLevel';

/**
 * Segregation of duties (docs/behaviour.md §4 "Sign-off levels"): each level is signed by
 * someone other than the preparer and other than whoever signed another level of the same
 * submission. Null when `signerId` may sign the level awaited.
 */
export function segregationRefusal(progress: SignOffProgress, signerId: number): SegregationRefusal | null {
  if (signerId === progress.preparerId) return 'preparer';
  if (progress.signers.includes(signerId)) return 'signedOtherLevel';
  return null;
}

/** Which job types need a second sign-off and who may sign it; a firm setting (docs/decisions/039-second-sign-off-setting.md). */
export interface SignOffSettings {
  /** Tasks of these job types are verified only after a second sign-off. */
  secondLevelJobTypeIds: number[];
  /** The roles (user types) that may sign the second level: Admin (2), Super Admin (3), or both. */
  secondLevelRoles: number[];
}

/** Until the firm says otherwise no job type needs a second sign-off, and any Admin or Super Admin may sign one. */
export const DEFAULT_SIGN_OFF_SETTINGS: SignOffSettings = {
  secondLevelJobTypeIds: [],
  secondLevelRoles: [USER_TYPE.admin, USER_TYPE.superAdmin],
};

/** The roles a second sign-off may be given to: those who review (docs/decisions/006-reviewers-are-admins.md). */
export const SECOND_LEVEL_ROLES: readonly number[] = [USER_TYPE.admin, USER_TYPE.superAdmin];

export const SETTING_MESSAGES = {
  noRole: 'Choose at least one role for the second sign-off.',
  badRole: 'Second sign-offs are signed by Admins or Super Admins.',
} as const;

/** What the Settings form refuses before sending (the server's words, src/domain/schemas/signOff.ts). */
export function signOffSettingsProblem(settings: SignOffSettings): string | null {
  if (settings.secondLevelRoles.length === 0) return SETTING_MESSAGES.noRole;
  if (settings.secondLevelRoles.some((role) => !SECOND_LEVEL_ROLES.includes(role))) return SETTING_MESSAGES.badRole;
  return null;
}

/** How many levels a new submission of a task of `jobTypeId` needs. */
export function levelsFor(settings: SignOffSettings, jobTypeId: number): 1 | 2 {
  return settings.secondLevelJobTypeIds.includes(jobTypeId) ? 2 : 1;
}

/** The one line a screen shows where the sign-off features would be, on a server without them (docs/api-extensions.md). */
export const SIGN_OFF_UNAVAILABLE = 'Sign-off trails and levels are not available: this server does not keep them.';

/** The name of a level as the screens show it. */
export const LEVEL_NAMES: Record<1 | 2, string> = { 1: 'First sign-off', 2: 'Second sign-off' };

/** Where a task stands, as the screens say it. */
export const STATE_NAMES: Record<SignOffStateName, string> = {
  unassigned: 'Not assigned',
  inPreparation: 'In preparation',
  awaitingFirstSignOff: 'Awaiting first sign-off',
  awaitingSecondSignOff: 'Awaiting second sign-off',
  verified: 'Verified',
  inRework: 'Returned for rework',
};
