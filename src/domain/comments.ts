import { displayNameFromEmail, initials } from './format';

export interface CommentLike {
  comment: string;
  email: string;
  dateCreated: string;
  lastModified: string;
  authorName?: string;
  authorRole?: string;
}

function time(value: string): number {
  const t = Date.parse(value);
  return Number.isNaN(t) ? 0 : t;
}

/** docs/behaviour.md §5, §9: blank comments are hidden and the newest comes first. */
export function visibleComments<C extends CommentLike>(comments: readonly C[]): C[] {
  return comments
    .map((comment, index) => ({ comment, index }))
    .filter(({ comment }) => comment.comment.trim().length > 0)
    .sort((a, b) => time(b.comment.dateCreated) - time(a.comment.dateCreated) || b.index - a.index)
    .map(({ comment }) => comment);
}

/** docs/behaviour.md §9: a comment is Edited when its last change differs from its creation. */
export function isEdited(comment: Pick<CommentLike, 'dateCreated' | 'lastModified'>): boolean {
  return Boolean(comment.lastModified) && comment.lastModified !== comment.dateCreated;
}

export interface Commenter {
  name: string;
  initials: string;
  /** The commenter's role when the server names it, so a reviewer reads as such. */
  role: string | null;
}

/**
 * Who wrote a comment: the account's name and role when the server sends them, so a thread
 * names people rather than mailboxes; otherwise, as docs/behaviour.md §9 says, the name and
 * initials come from the email before the @, split on dots.
 */
export function commenterOf(comment: Pick<CommentLike, 'email' | 'authorName' | 'authorRole'>): Commenter {
  const name = comment.authorName?.trim() || displayNameFromEmail(comment.email);
  return { name, initials: initials(name), role: comment.authorRole?.trim() || null };
}
