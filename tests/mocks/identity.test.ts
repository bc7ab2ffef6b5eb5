/**
 * Roles at the moment of action, sessions that end with the account's standing, authors kept by
 * id, invisible and look-alike text, sign-in throttling and Staff's option lists
 * (docs/behaviour.md §5, §6, §8), each as a client calls the mock.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Comment, LoginResponse, OptionItem, User, UserOption, UserPayload } from '../../src/api/types';
import { paths } from '../../src/api/paths';
import { COMMENT_REQUIRED } from '../../src/domain/schemas/review';
import { CLIENT_MESSAGES, CONTACT_MESSAGES, USER_MESSAGES } from '../../src/domain/schemas/people';
import { JOB_MESSAGES } from '../../src/domain/schemas/jobs';
import { DEMO_IDS, RULE_MESSAGES, getDb, sessionOf, type Db, type TaskRecord, type UserRecord } from '../../mocks/db';
import { DEACTIVATED_LOGIN, INVALID_LOGIN, LOCKED_LOGIN, THROTTLED_CODE } from '../../mocks/handlers/auth';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, SIGN_IN_WINDOW_MS, throttledMessage } from '../../mocks/db/signInThrottle';
import { assignMade, makeJob, makeTask, makeUser, submitMade } from '../support/factories';
import { BASE, call, envelope, login, tokenOf } from './api';
import { userUpdateBody } from './bodies';

const userOf = (id: number): UserRecord => getDb().users.find((u) => u.id === id)!;

/** The update-user body of account `id` as its edit form would send it, with `change` made. */
const userBody = (id: number, change: Partial<UserPayload> = {}) => userUpdateBody(userOf(id), change);

const pendingReviewedBy = (db: Db, id: number): TaskRecord =>
  db.tasks.find((t) => t.statusName === 'Pending' && t.reviewerIds.includes(id) && t.assigneeId !== id)!;

/** What a refused request must leave as it was: the task and the comments. */
const trail = (taskId: number) =>
  JSON.stringify({ task: getDb().tasks.find((t) => t.id === taskId), comments: getDb().comments.filter((c) => c.taskId === taskId) });

async function signInFrom(address: string | null, email: string, password: string): Promise<LoginResponse> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (address) headers['X-Forwarded-For'] = address;
  const response = await fetch(new URL(paths.login, BASE), { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  const answer: LoginResponse = await response.json();
  return answer;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('roles at the moment of action', () => {
  it('a reviewer demoted to Staff is signed out at once, and after signing in again their approval is refused and changes nothing', async () => {
    // A second reviewer shares the task, so the demotion strands nothing (docs/decisions/026-hand-over-before-an-account-leaves.md).
    const second = makeUser({ userType: 2 });
    const task = submitMade(assignMade(makeTask(makeJob()), DEMO_IDS.staff, [second.id, DEMO_IDS.admin]));
    const superAdmin = await tokenOf('superadmin@example.com');
    const reviewer = await tokenOf(second.email);
    const before = trail(task.id);

    const demoted = await envelope<User>(paths.userUpdate, { token: superAdmin, body: userBody(second.id, { userType: 1 }) });
    expect(demoted.responseCode).toBe('201');
    expect(sessionOf(reviewer)).toBeUndefined();
    expect((await call(paths.taskValidate, { token: reviewer, query: { taskId: task.id }, body: { comment: 'Approved.' } })).status).toBe(
      401,
    );

    const again = await tokenOf(second.email);
    for (const path of [paths.taskValidate, paths.taskRework]) {
      const answer = await envelope<null>(path, { token: again, query: { taskId: task.id }, body: { comment: 'Looks fine.' } });
      expect(answer.responseDescription).toBe(RULE_MESSAGES.reviewerNotAdmin);
    }
    expect(trail(task.id)).toBe(before);
  });

  it('an edit that keeps the role keeps the sessions', async () => {
    const admin = await tokenOf('admin@example.com');
    const staff = await tokenOf('staff@example.com');
    const saved = await envelope<User>(paths.userUpdate, {
      token: admin,
      body: userBody(DEMO_IDS.staff, { phoneNumber: '+234 803 000 0000' }),
    });
    expect(saved.responseCode).toBe('201');
    expect((await call(paths.user(DEMO_IDS.staff), { token: staff })).status).toBe(200);
  });

  it.each([
    ['lock', paths.userLock, 'PUT'],
    ['deactivate', paths.userDeactivate, 'PUT'],
    ['delete', paths.userDelete, 'POST'],
  ] as const)(
    '%s ends every session of the user at once, and an unlock or a reactivation does not bring them back',
    async (_name, path, method) => {
      // An account that holds no work, so nothing has to be handed over first.
      const leaving = makeUser();
      const admin = await tokenOf('admin@example.com');
      const tokens = [await tokenOf(leaving.email), await tokenOf(leaving.email)];
      const answer = await envelope<null>(path, { method, token: admin, query: { id: leaving.id } });
      expect(answer.responseCode).toBe('200');
      for (const token of tokens) {
        expect(sessionOf(token)).toBeUndefined();
        expect((await call(paths.user(leaving.id), { token })).status).toBe(401);
      }
      // Even with the account's standing restored, the old tokens stay ended.
      Object.assign(userOf(leaving.id), { active: true, isLocked: false, deleted: false });
      for (const token of tokens) expect((await call(paths.user(leaving.id), { token })).status).toBe(401);
      // The admin's own session is untouched.
      expect((await call(paths.user(DEMO_IDS.admin), { token: admin })).status).toBe(200);
    },
  );
});

describe('identity that cannot be rewritten', () => {
  it('an email handed to another account leaves each comment with its own author', async () => {
    const admin = await tokenOf('admin@example.com');
    const task = getDb().tasks.find((t) => t.statusName === 'Pending' && t.assigneeId === DEMO_IDS.staff)!;
    const staff = userOf(DEMO_IDS.staff);
    const before = await envelope<Comment[]>(paths.taskComments, { token: admin, query: { taskId: task.id } });
    const byStaff = before.response.filter((c) => c.email === 'staff@example.com');
    expect(byStaff.length).toBeGreaterThan(0);

    expect(
      (await envelope<User>(paths.userUpdate, { token: admin, body: userBody(DEMO_IDS.staff, { email: 'chinedu.eze@example.com' }) }))
        .responseCode,
    ).toBe('201');
    expect(
      (await envelope<User>(paths.userUpdate, { token: admin, body: userBody(DEMO_IDS.staff2, { email: 'staff@example.com' }) }))
        .responseCode,
    ).toBe('201');

    const after = await envelope<Comment[]>(paths.taskComments, { token: admin, query: { taskId: task.id } });
    const sameComments = after.response.filter((c) => byStaff.some((b) => b.comment === c.comment && b.dateCreated === c.dateCreated));
    expect(sameComments).toHaveLength(byStaff.length);
    for (const comment of sameComments) {
      expect(comment).toMatchObject({ email: 'chinedu.eze@example.com', authorName: `${staff.firstName} ${staff.lastName}` });
    }
    expect(JSON.stringify(after.response)).not.toContain('Funmilayo');
    // The stored comments name the author by id only.
    expect(getDb().comments.every((c) => !('email' in c) && typeof c.authorId === 'number')).toBe(true);
  });
});

describe('invisible and look-alike text', () => {
  it('a rejection reason of one zero-width space is no reason: refused with the comment message, the task unchanged', async () => {
    const admin = await tokenOf('admin@example.com');
    const task = pendingReviewedBy(getDb(), DEMO_IDS.admin);
    const before = trail(task.id);
    for (const comment of ['\u200B', ' \u200B\u202E\u2066 ', '\uFEFF\u200D']) {
      for (const path of [paths.taskRework, paths.taskValidate]) {
        const answer = await envelope<null>(path, { token: admin, query: { taskId: task.id }, body: { comment } });
        expect(answer.responseDescription).toBe(COMMENT_REQUIRED);
      }
    }
    expect(trail(task.id)).toBe(before);
  });

  it('names made of invisible characters are no names, and invisible characters do not count toward a minimum', async () => {
    const admin = await tokenOf('admin@example.com');
    const users = getDb().users.length;
    const created = await envelope<User>(paths.userCreate, {
      token: admin,
      body: { ...userBody(DEMO_IDS.staff), id: undefined, email: 'new.person@example.com', firstName: '\u200B\u200C\u200D\u2060' },
    });
    expect(created.responseDescription).toBe(USER_MESSAGES.firstNameRequired);
    const updated = await envelope<User>(paths.userUpdate, {
      token: admin,
      body: userBody(DEMO_IDS.staff, { lastName: '\u202E\u202C\u200F' }),
    });
    expect(updated.responseDescription).toBe(USER_MESSAGES.lastNameRequired);
    expect(getDb().users).toHaveLength(users);
    expect(userOf(DEMO_IDS.staff).lastName).toBe('Eze');

    const client = await envelope(paths.clientCreate, {
      token: admin,
      body: {
        clientName: '\u200B\u200B\u200B',
        clientRepresentative: 'Bola Ade',
        email: 'finance@ajahfish.ng',
        industry: 'Agriculture',
        designation: 'Finance Manager',
        services: 'Bookkeeping',
        phone: '+234 802 555 1234',
        address: '12 Lekki-Epe Expressway, Lagos',
      },
    });
    expect(client.responseDescription).toBe(CLIENT_MESSAGES.nameRequired);

    const job = await envelope(paths.jobAdd, {
      token: admin,
      body: {
        jobName: 'Ab\u200B\u200B\u200B',
        jobDescription: 'Annual accounts and tax return',
        clientId: 1,
        jobTypeId: 1,
        dateIn: new Date().toISOString(),
        dateOut: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    });
    expect(job.responseDescription).toBe(JOB_MESSAGES.nameShort);
  });

  it('an email with a Cyrillic look-alike letter or any other non-Latin letter is refused on create and on update', async () => {
    const admin = await tokenOf('admin@example.com');
    const users = getDb().users.length;
    for (const email of ['\u0430dmin@example.com', 'admin@ex\u0430mple.com', 'ad\u00E9le@example.com']) {
      const created = await envelope<User>(paths.userCreate, { token: admin, body: { ...userBody(DEMO_IDS.staff), id: undefined, email } });
      expect(created.responseDescription).toBe(CONTACT_MESSAGES.emailNotLatin);
      const updated = await envelope<User>(paths.userUpdate, { token: admin, body: userBody(DEMO_IDS.staff, { email }) });
      expect(updated.responseDescription).toBe(CONTACT_MESSAGES.emailNotLatin);
    }
    expect(getDb().users).toHaveLength(users);
    expect(userOf(DEMO_IDS.staff).email).toBe('staff@example.com');
    // A zero-width character inside a plain address is dropped, not refused: it is the same address.
    const same = await envelope<User>(paths.userUpdate, {
      token: admin,
      body: userBody(DEMO_IDS.staff, { email: 'staff\u200B@example.com' }),
    });
    expect(same.responseCode).toBe('201');
    expect(userOf(DEMO_IDS.staff).email).toBe('staff@example.com');
  });
});

describe('sign-in', () => {
  it('40 wrong passwords, then the right one: refused with the wait, without the password being checked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const answers: LoginResponse[] = [];
    for (let i = 0; i < 40; i += 1) answers.push(await login('staff@example.com', `guess-${i}`));
    expect(answers.slice(0, ACCOUNT_FAILURE_LIMIT).every((a) => a.responseDescription === INVALID_LOGIN)).toBe(true);
    expect(answers.slice(ACCOUNT_FAILURE_LIMIT).every((a) => a.responseCode === THROTTLED_CODE)).toBe(true);

    const right = await login('staff@example.com');
    expect(right).toEqual({
      responseCode: THROTTLED_CODE,
      responseDescription: 'Too many failed sign-ins. Try again in 15 minutes.',
      response: null,
    });
    // Other accounts from other addresses are not held by this account's failures.
    expect((await signInFrom('203.0.113.9', 'admin@example.com', 'demo1234')).responseCode).toBe('OK');

    vi.setSystemTime(start + SIGN_IN_WINDOW_MS - 60_000);
    expect((await login('staff@example.com')).responseDescription).toBe('Too many failed sign-ins. Try again in 1 minute.');
    vi.setSystemTime(start + SIGN_IN_WINDOW_MS + 1);
    expect((await login('staff@example.com')).responseCode).toBe('OK');
  });

  it('a success clears the account count, so a few slips never add up', async () => {
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i += 1)
        expect((await login('staff@example.com', 'typo')).responseDescription).toBe(INVALID_LOGIN);
      expect((await login('staff@example.com')).responseCode).toBe('OK');
    }
  });

  it('too many failures from one address hold every account from it, but not other addresses', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i += 1) {
      expect((await signInFrom('198.51.100.7', `nobody${i}@example.com`, 'guess')).responseDescription).toBe(INVALID_LOGIN);
    }
    const held = await signInFrom('198.51.100.7, 10.0.0.1', 'staff@example.com', 'demo1234');
    expect(held.responseCode).toBe(THROTTLED_CODE);
    expect((await signInFrom('198.51.100.8', 'staff@example.com', 'demo1234')).responseCode).toBe('OK');
    // Without the header every caller shares one address, which is not held.
    expect((await signInFrom(null, 'staff@example.com', 'demo1234')).responseCode).toBe('OK');
  });

  it('a locked or deactivated account gets the same answer whatever the password; a deleted one is like no account', async () => {
    for (const password of ['demo1234', 'wrong-password']) {
      const locked = await login('locked@example.com', password);
      expect(locked).toMatchObject({ responseCode: 'LOCKED', responseDescription: LOCKED_LOGIN, response: { token: '', isLocked: true } });
      const inactive = await login('inactive@example.com', password);
      expect(inactive).toEqual({ responseCode: 'DEACTIVATED', responseDescription: DEACTIVATED_LOGIN, response: null });
    }
    const admin = await tokenOf('admin@example.com');
    const deleted = makeUser();
    expect((await envelope<null>(paths.userDelete, { method: 'POST', token: admin, query: { id: deleted.id } })).responseCode).toBe('200');
    expect((await login(deleted.email)).responseDescription).toBe(INVALID_LOGIN);
    expect((await login('nobody@example.com')).responseDescription).toBe(INVALID_LOGIN);
  });

  it('words the wait in whole minutes, rounded up', () => {
    expect(throttledMessage(1)).toBe('Too many failed sign-ins. Try again in 1 minute.');
    expect(throttledMessage(60_001)).toBe('Too many failed sign-ins. Try again in 2 minutes.');
    expect(throttledMessage(SIGN_IN_WINDOW_MS)).toBe('Too many failed sign-ins. Try again in 15 minutes.');
  });
});

describe("Staff's option lists", () => {
  it('Staff see only the people on their own tasks; admins see everyone who can be chosen', async () => {
    const db = getDb();
    const mine = db.tasks.filter((t) => t.assigneeId === DEMO_IDS.staff || t.reviewerIds.includes(DEMO_IDS.staff));
    const expected = new Set([DEMO_IDS.staff, ...mine.flatMap((t) => [t.assigneeId ?? 0, ...t.reviewerIds])]);
    const chosen = db.users.filter((u) => u.active && !u.isLocked && !u.deleted);

    const staff = await envelope<UserOption[]>(paths.dropdownUsers, { token: await tokenOf('staff@example.com') });
    const ids = staff.response.map((u) => u.id).sort((a, b) => a - b);
    expect(ids).toEqual(chosen.filter((u) => expected.has(u.id)).map((u) => u.id));
    expect(ids.length).toBeLessThan(chosen.length);

    const admin = await envelope<UserOption[]>(paths.dropdownUsers, { token: await tokenOf('admin@example.com') });
    expect(admin.response.map((u) => u.id)).toEqual(chosen.map((u) => u.id));
  });

  it("Staff see only their own jobs' clients; admins see every active client", async () => {
    const db = getDb();
    const jobIds = new Set(
      db.tasks.filter((t) => t.assigneeId === DEMO_IDS.staff || t.reviewerIds.includes(DEMO_IDS.staff)).map((t) => t.jobId),
    );
    const clientIds = new Set(db.jobs.filter((j) => jobIds.has(j.id)).map((j) => j.clientId));
    const active = db.clients.filter((c) => c.active);

    const staff = await envelope<OptionItem[]>(paths.dropdownClients, { token: await tokenOf('staff@example.com') });
    expect(staff.response.map((c) => c.value)).toEqual(active.filter((c) => clientIds.has(c.id)).map((c) => c.id));
    expect(staff.response.length).toBeGreaterThan(0);
    expect(staff.response.length).toBeLessThan(active.length);

    const admin = await envelope<OptionItem[]>(paths.dropdownClients, { token: await tokenOf('admin@example.com') });
    expect(admin.response.map((c) => c.value)).toEqual(active.map((c) => c.id));
  });
});
