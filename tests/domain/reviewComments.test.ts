import { describe, expect, it } from 'vitest';
import { commenterOf, isEdited, visibleComments } from '../../src/domain/comments';

const c = (comment: string, dateCreated: string, lastModified = dateCreated) => ({ comment, email: 'a@b.c', dateCreated, lastModified });

describe('comment rules', () => {
  it('hides blank comments and puts the newest first; equal times keep the later one first', () => {
    const list = [
      c('old', '2026-01-01T10:00:00Z'),
      c('  ', '2026-01-05T10:00:00Z'),
      c('new', '2026-01-03T10:00:00Z'),
      c('same-later', '2026-01-01T10:00:00Z'),
      c('', '2026-01-02T00:00:00Z'),
    ];
    expect(visibleComments(list).map((x) => x.comment)).toEqual(['new', 'same-later', 'old']);
  });

  it('an unreadable date sorts last', () => {
    expect(visibleComments([c('bad', 'not a date'), c('good', '2026-01-01T00:00:00Z')]).map((x) => x.comment)).toEqual(['good', 'bad']);
  });

  it('is Edited only when the last change differs from the creation', () => {
    expect(isEdited(c('x', '2026-01-01T00:00:00Z'))).toBe(false);
    expect(isEdited(c('x', '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z'))).toBe(true);
    expect(isEdited(c('x', '2026-01-01T00:00:00Z', ''))).toBe(false);
  });

  it('without an account name, names the commenter from the email before the @, split on dots', () => {
    expect(commenterOf({ email: 'ada.obi@firm.ng' })).toEqual({ name: 'Ada Obi', initials: 'AO', role: null });
    expect(commenterOf({ email: 'admin@example.com' })).toEqual({ name: 'Admin', initials: 'A', role: null });
    expect(commenterOf({ email: '' })).toEqual({ name: 'User', initials: 'U', role: null });
    expect(commenterOf({ email: 'admin@example.com', authorName: '  ', authorRole: '' })).toEqual({
      name: 'Admin',
      initials: 'A',
      role: null,
    });
  });

  it("uses the account's name and role when the server sends them", () => {
    expect(commenterOf({ email: 'admin@example.com', authorName: 'Ada Obi', authorRole: 'Admin' })).toEqual({
      name: 'Ada Obi',
      initials: 'AO',
      role: 'Admin',
    });
  });
});
