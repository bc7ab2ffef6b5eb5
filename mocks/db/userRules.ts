/**
 * The rules of creating and changing an account (docs/design.md §3), as operations on the db
 * like rules.ts: every check first, a write only when all pass, the refusal's words and code
 * otherwise. Role refusals are the screens' own (src/domain/roles.ts), so what the screens
 * offer and what is refused agree (docs/decisions/006-reviewers-are-admins.md).
 */
import { USER_MESSAGES, type UserInput } from '../../src/domain/schemas/people';
import { ROLE_RULE_MESSAGES, roleRefusal } from '../../src/domain/roles';
import { DEMO_PASSWORD, type Db, type UserRecord } from './schema';
import { revokeSessionsOf } from './store';

const EMAIL_TAKEN_MESSAGE = 'A user with this email already exists';

/** A refused account change: the words shown, and the response code that goes with them. */
export type AccountOutcome = { ok: true; value: UserRecord } | { ok: false; message: string; code: '400' | '403' | '409' };

function accountProblem(db: Db, caller: UserRecord, target: UserRecord | null, fields: UserInput): AccountOutcome | null {
  if (!db.userTypes.some((t) => t.id === fields.userType)) return { ok: false, message: USER_MESSAGES.userTypeRequired, code: '400' };
  if (!db.jobTypes.some((t) => t.id === fields.jobTypeId)) return { ok: false, message: USER_MESSAGES.jobTypeRequired, code: '400' };
  if (!db.positions.some((p) => p.id === fields.positionId)) return { ok: false, message: USER_MESSAGES.positionRequired, code: '400' };
  const refusal = roleRefusal(caller, target, fields.userType);
  if (refusal) return { ok: false, message: ROLE_RULE_MESSAGES[refusal], code: '403' };
  if (db.users.some((u) => u.id !== target?.id && u.email.toLowerCase() === fields.email))
    return { ok: false, message: EMAIL_TAKEN_MESSAGE, code: '409' };
  return null;
}

/** A new, active, unlocked account with the demo password. */
export function addUser(db: Db, fields: UserInput, caller: UserRecord): AccountOutcome {
  const problem = accountProblem(db, caller, null, fields);
  if (problem) return problem;
  const user: UserRecord = {
    ...fields,
    id: db.nextId.user++,
    active: true,
    isLocked: false,
    dateRegistered: new Date().toISOString(),
    password: DEMO_PASSWORD,
  };
  db.users.push(user);
  return { ok: true, value: user };
}

/** `target`'s details replaced by `fields`; a new role ends their sessions, so they act in it only after signing in again. */
export function updateUser(db: Db, target: UserRecord, fields: UserInput, caller: UserRecord): AccountOutcome {
  const problem = accountProblem(db, caller, target, fields);
  if (problem) return problem;
  const roleChanged = target.userType !== fields.userType;
  Object.assign(target, fields);
  if (roleChanged) revokeSessionsOf(target.id);
  return { ok: true, value: target };
}

/** The refusal of a change to one's own account's standing. */
export const OWN_STATUS_MESSAGE = 'You cannot change your own account status';

/** What an Admin may do to another account's standing. */
export type AccountChange = 'delete' | 'lock' | 'unlock' | 'deactivate';

const ACCOUNT_CHANGES: Record<AccountChange, Partial<UserRecord>> = {
  delete: { active: false, deleted: true },
  lock: { isLocked: true },
  unlock: { isLocked: false },
  deactivate: { active: false },
};

/**
 * `change` made to `target`'s standing by `caller`: never to their own, and only as the role
 * rules allow. Every change but an unlock ends the target's sessions at once.
 */
export function changeAccount(target: UserRecord, change: AccountChange, caller: UserRecord): AccountOutcome {
  if (target.id === caller.id) return { ok: false, message: OWN_STATUS_MESSAGE, code: '400' };
  const refusal = roleRefusal(caller, target, null);
  if (refusal) return { ok: false, message: ROLE_RULE_MESSAGES[refusal], code: '403' };
  Object.assign(target, ACCOUNT_CHANGES[change]);
  if (change !== 'unlock') revokeSessionsOf(target.id);
  return { ok: true, value: target };
}
