/** Local storage keys of the session (docs/behaviour.md §4, §9): the token and the signed-in user's record. */
export const TOKEN_KEY = 'workflow_token';
export const USER_KEY = 'workflow_user';
