/** Users: paged list, the `/api/users/` dropdown, create/update, lock/unlock/deactivate and delete. */
import { http } from 'msw';
import { paths, SERVER_PAGE_SIZE } from '../../src/api/paths';
import { userSchema, userUpdateSchema } from '../../src/domain/schemas/people';
import { idQuerySchema, searchQuerySchema } from '../../src/domain/schemas/queries';
import { commit } from '../db/store';
import type { Db, UserRecord } from '../db/schema';
import { OWN_STATUS_MESSAGE, addUser, changeAccount, updateUser, type AccountChange } from '../db/userRules';
import { canBeChosen, fullName, toUser, toUserOption } from '../db/views';
import { foreignPhoto } from './fileLinks';
import { bodyRoute, envelope, isAdmin, paginate, parseQuery, queryRoute, refused, withCaller } from './http';
import { peopleSeenBy } from './scope';
import { ROLE_RULE_MESSAGES } from '../../src/domain/roles';
import { demotionRefusal, leavingRefusal } from '../db/handoverRules';

const USER_NOT_FOUND = 'User not found';

/** Refusals of the role rules (docs/decisions/006-reviewers-are-admins.md); the role ones are shared with the screens. */
export const ROLE_MESSAGES = {
  ...ROLE_RULE_MESSAGES,
  ownStatus: OWN_STATUS_MESSAGE,
} as const;

function matches(db: Db, user: UserRecord, search: string): boolean {
  const view = toUser(db, user);
  return [fullName(user), user.email, user.phoneNumber, view.userTypeName, view.jobType, view.positionName].some((v) =>
    v.toLowerCase().includes(search),
  );
}

/** A PUT/POST ?id action on another user's account. */
function accountAction(path: string, method: 'put' | 'post', change: AccountChange, description: string) {
  return queryRoute(method, path, 'admin', idQuerySchema(USER_NOT_FOUND), ({ db, user: caller }, { id }) => {
    const target = db.users.find((u) => !u.deleted && u.id === id);
    if (!target) return refused(USER_NOT_FOUND, '404');
    // docs/behaviour.md §4 "Nothing stranded": an account does not leave holding work nobody else can move on.
    const stranding = change === 'deactivate' || change === 'delete' ? leavingRefusal(db, caller, target) : null;
    if (stranding) return refused(stranding, '409');
    const outcome = changeAccount(target, change, caller);
    if (!outcome.ok) return refused(outcome.message, outcome.code);
    commit();
    return envelope(null, '200', description);
  });
}

export const userHandlers = [
  // One handler for both: the router treats a trailing slash as optional, so the path decides.
  http.get(`*${paths.users}`, ({ request }) => {
    const dropdown = new URL(request.url).pathname.endsWith('/');
    return withCaller(request, dropdown ? 'signed-in' : 'admin', ({ db, url, user: caller }) => {
      if (dropdown) {
        // Admins pick assignees and reviewers from everyone; Staff see only the people on their own tasks (scope.ts).
        const seen = isAdmin(caller) ? null : peopleSeenBy(db, caller);
        return envelope(db.users.filter((u) => canBeChosen(u) && (seen === null || seen.has(u.id))).map((u) => toUserOption(db, u)));
      }
      const query = parseQuery(url, searchQuerySchema);
      if (!query.ok) return query.response;
      const search = query.value.search.trim().toLowerCase();
      const list = db.users.filter((u) => !u.deleted && (!search || matches(db, u, search)));
      const page = paginate(list, query.value.pageNumber, SERVER_PAGE_SIZE);
      return envelope({ ...page, items: page.items.map((u) => toUser(db, u)) });
    });
  }),

  bodyRoute(paths.userCreate, 'admin', userSchema, ({ db, user: caller, url }, body) => {
    const foreign = foreignPhoto(body.imageUrl, url.origin);
    if (foreign) return foreign;
    const outcome = addUser(db, body, caller);
    if (!outcome.ok) return refused(outcome.message, outcome.code);
    commit();
    return envelope(toUser(db, outcome.value), '201', 'User created successfully');
  }),

  bodyRoute(paths.userUpdate, 'admin', userUpdateSchema, ({ db, user: caller, url }, body) => {
    const foreign = foreignPhoto(body.imageUrl, url.origin);
    if (foreign) return foreign;
    const { id, ...fields } = body;
    const user = db.users.find((u) => !u.deleted && u.id === id);
    if (!user) return refused(USER_NOT_FOUND, '404');
    const stranding = demotionRefusal(db, caller, user, fields.userType);
    if (stranding) return refused(stranding, '409');
    const outcome = updateUser(db, user, fields, caller);
    if (!outcome.ok) return refused(outcome.message, outcome.code);
    commit();
    return envelope(toUser(db, user), '201', 'User updated successfully');
  }),

  accountAction(paths.userDelete, 'post', 'delete', 'User deleted successfully'),
  accountAction(paths.userLock, 'put', 'lock', 'User locked successfully'),
  accountAction(paths.userUnlock, 'put', 'unlock', 'User unlocked successfully'),
  accountAction(paths.userDeactivate, 'put', 'deactivate', 'User deactivated successfully'),
];
