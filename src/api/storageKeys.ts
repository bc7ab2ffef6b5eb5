/** Local storage keys of the session (docs/behaviour.md §4, §9): the token and the signed-in user's record. */
export const TOKEN_KEY = 'workflow_token';
export const USER_KEY = 'workflow_user';
/** What the server last said it has beyond the firm's API (docs/api-extensions.md), kept to draw the sidebar at once. */
export const EXTENSIONS_KEY = 'workflow_extensions';
