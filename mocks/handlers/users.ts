/** Users: paged list, the `/api/users/` dropdown, create/update, lock/unlock/deactivate and delete. */
import { http } from 'msw';
import type { UserPayload } from '../../src/api/types';
import { paths, SERVER_PAGE_SIZE } from '../../src/api/paths';
import { commit } from '../db/store';
import { DEMO_PASSWORD, type Db, type UserRecord } from '../db/schema';
import { canBeChosen, fullName, toUser, toUserOption } from '../db/views';
import { envelope, intQuery, jsonBody, paginate, refused, text, withCaller, type Caller } from './http';

type UserFields = Omit<UserPayload, 'id'>;

function cleaned(db: Db, body: Partial<UserPayload> | null): UserFields | string {
  if (!body) return 'Invalid request';
  const fields: UserFields = {
    firstName: text(body.firstName),
    lastName: text(body.lastName),
    email: text(body.email).toLowerCase(),
    phoneNumber: text(body.phoneNumber),
    userType: Number(body.userType),
    jobTypeId: Number(body.jobTypeId),
    positionId: Number(body.positionId),
    imageUrl: text(body.imageUrl),
  };
  if (fields.firstName.length < 2) return 'First name is required';
  if (fields.lastName.length < 2) return 'Last name is required';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email)) return 'Please enter a valid email address';
  if (!fields.phoneNumber) return 'Phone number is required';
  if (!db.userTypes.some((t) => t.id === fields.userType)) return 'User type is required';
  if (!db.jobTypes.some((t) => t.id === fields.jobTypeId)) return 'Job type is required';
  if (!db.positions.some((p) => p.id === fields.positionId)) return 'Position is required';
  return fields;
}

function emailTaken(db: Db, email: string, exceptId: number): boolean {
  return db.users.some((u) => u.id !== exceptId && u.email.toLowerCase() === email);
}

function matches(db: Db, user: UserRecord, search: string): boolean {
  const view = toUser(db, user);
  return [fullName(user), user.email, user.phoneNumber, view.userTypeName, view.jobType, view.positionName]
    .some((v) => v.toLowerCase().includes(search));
}

/** A PUT/POST ?id action on another user's account. */
function accountAction(path: string, method: 'put' | 'post', change: (user: UserRecord) => void, description: string) {
  return http[method](`*${path}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url, user: caller }: Caller) => {
      const target = db.users.find((u) => !u.deleted && u.id === intQuery(url, 'id'));
      if (!target) return refused('User not found', '404');
      if (target.id === caller.id) return refused('You cannot change your own account status');
      change(target);
      commit();
      return envelope(null, '200', description);
    }));
}

export const userHandlers = [
  // One handler for both: the router treats a trailing slash as optional, so the path decides.
  http.get(`*${paths.users}`, ({ request }) => {
    const dropdown = new URL(request.url).pathname.endsWith('/');
    return withCaller(request, dropdown ? 'signed-in' : 'admin', ({ db, url }) => {
      if (dropdown) return envelope(db.users.filter(canBeChosen).map((u) => toUserOption(db, u)));
      const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
      const list = db.users.filter((u) => !u.deleted && (!search || matches(db, u, search)));
      const page = paginate(list, intQuery(url, 'pageNumber') ?? 1, SERVER_PAGE_SIZE);
      return envelope({ ...page, items: page.items.map((u) => toUser(db, u)) });
    });
  }),

  http.post(`*${paths.userCreate}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db }) => {
      const fields = cleaned(db, await jsonBody<UserPayload>(request));
      if (typeof fields === 'string') return refused(fields);
      if (emailTaken(db, fields.email, 0)) return refused('A user with this email already exists', '409');
      const user: UserRecord = {
        ...fields, id: db.nextId.user++, active: true, isLocked: false, dateRegistered: new Date().toISOString(), password: DEMO_PASSWORD,
      };
      db.users.push(user);
      commit();
      return envelope(toUser(db, user), '201', 'User created successfully');
    })),

  http.post(`*${paths.userUpdate}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db }) => {
      const body = await jsonBody<UserPayload>(request);
      const user = db.users.find((u) => !u.deleted && u.id === Number(body?.id));
      if (!user) return refused('User not found', '404');
      const fields = cleaned(db, body);
      if (typeof fields === 'string') return refused(fields);
      if (emailTaken(db, fields.email, user.id)) return refused('A user with this email already exists', '409');
      Object.assign(user, fields);
      commit();
      return envelope(toUser(db, user), '201', 'User updated successfully');
    })),

  accountAction(paths.userDelete, 'post', (u) => { u.active = false; u.deleted = true; }, 'User deleted successfully'),
  accountAction(paths.userLock, 'put', (u) => { u.isLocked = true; }, 'User locked successfully'),
  accountAction(paths.userUnlock, 'put', (u) => { u.isLocked = false; }, 'User unlocked successfully'),
  accountAction(paths.userDeactivate, 'put', (u) => { u.active = false; }, 'User deactivated successfully'),
];
