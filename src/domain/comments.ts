import { displayNameFromEmail, initials } from './format';

export interface CommentLike {
  comment: string;
  email: string;
  dateCreated: string;
  lastModified: string;
}

function time(value: string): number {
  const t = Date.parse(value);
  return Number.isNaN(t) ? 0 : t;
}

/** Spec §5, §9: blank comments are hidden and the newest comes first. */
export function visibleComments<C extends CommentLike>(comments: readonly C[]): C[] {
  return comments
    .map((comment, index) => ({ comment, index }))
    .filter(({ comment }) => comment.comment.trim().length > 0)
    .sort((a, b) => time(b.comment.dateCreated) - time(a.comment.dateCreated) || b.index - a.index)
    .map(({ comment }) => comment);
}

/** Spec §9: a comment is Edited when its last change differs from its creation. */
export function isEdited(comment: Pick<CommentLike, 'dateCreated' | 'lastModified'>): boolean {
  return Boolean(comment.lastModified) && comment.lastModified !== comment.dateCreated;
}

export interface Commenter {
  name: string;
  initials: string;
}

/** Spec §9: the name and initials come from the email before the @, split on dots. */
export function commenterOf(email: string): Commenter {
  const name = displayNameFromEmail(email);
  return { name, initials: initials(name) };
}
