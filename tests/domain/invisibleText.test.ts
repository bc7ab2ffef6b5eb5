import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { isPlainAscii, withoutInvisible } from '../../src/domain/invisibleText';
import { check, firstMessage } from '../../src/domain/schemas/parse';
import { CONTACT_MESSAGES, USER_MESSAGES, emailSchema, userSchema } from '../../src/domain/schemas/people';
import { COMMENT_REQUIRED, commentSchema } from '../../src/domain/schemas/review';
import { searchQuerySchema } from '../../src/domain/schemas/queries';
import { isCommentBlank } from '../../src/domain/review';

const INVISIBLE = [
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF', // zero-width
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u061C', // bidi
  '\u00AD',
  '\u0000',
  '\u001B',
  '\u007F',
  '\u0085', // soft hyphen and control characters
];

describe('withoutInvisible', () => {
  it.each(INVISIBLE.map((c) => [c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0'), c]))('drops U+%s', (_code, char) => {
    expect(withoutInvisible(`a${char}b${char}`)).toBe('ab');
  });

  it('keeps what shows, line breaks and tabs included', () => {
    const text = 'Ọlá’s invoice €12 — done 👍\n\tNext line, ñ, 漢字, Привет';
    expect(withoutInvisible(text)).toBe(text);
  });

  it('never leaves an invisible character, and changes nothing else', () => {
    const invisible = fc.constantFrom(...INVISIBLE);
    const visible = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '9', 'é', '€', '\n') });
    fc.assert(
      fc.property(fc.array(fc.tuple(visible, invisible)), (parts) => {
        const text = parts.map(([v, i]) => v + i).join('');
        expect(withoutInvisible(text)).toBe(parts.map(([v]) => v).join(''));
      }),
    );
  });
});

describe('isPlainAscii', () => {
  it('takes plain addresses and refuses look-alikes and accents', () => {
    expect(isPlainAscii('admin@example.com')).toBe(true);
    expect(isPlainAscii('\u0430dmin@example.com')).toBe(false);
    expect(isPlainAscii('adèle@example.com')).toBe(false);
  });
});

describe('the schemas drop invisible characters before their rules', () => {
  it('a comment of invisible characters is no comment, in the form and on the server', () => {
    expect(firstMessage(check(commentSchema, '\u200B'))).toBe(COMMENT_REQUIRED);
    expect(firstMessage(check(commentSchema, ' \u202E\u200D '))).toBe(COMMENT_REQUIRED);
    expect(isCommentBlank('\u200B\u2060')).toBe(true);
    expect(isCommentBlank('ok\u200B')).toBe(false);
  });

  it('a name of invisible characters is no name, and they do not count toward its minimum', () => {
    const user = {
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      phoneNumber: '0803 123 4567',
      userType: 1,
      jobTypeId: 1,
      positionId: 1,
    };
    expect(firstMessage(check(userSchema, { ...user, firstName: '\u200B\u200B\u200B' }))).toBe(USER_MESSAGES.firstNameRequired);
    expect(firstMessage(check(userSchema, { ...user, lastName: 'O\u200B\u200B' }))).toBe(USER_MESSAGES.lastNameShort);
    const parsed = check(userSchema, { ...user, firstName: '\u202EAda\u202C' });
    expect(parsed.success && parsed.output.firstName).toBe('Ada');
  });

  it('an email must be plain Latin; invisible characters inside one are dropped', () => {
    expect(firstMessage(check(emailSchema, '\u0430dmin@example.com'))).toBe(CONTACT_MESSAGES.emailNotLatin);
    const parsed = check(emailSchema, 'Ad\u200Bmin@Example.com');
    expect(parsed.success && parsed.output).toBe('admin@example.com');
  });

  it('search text is read without its invisible characters', () => {
    const parsed = check(searchQuerySchema, { search: 'Ok\u200Bafor' });
    expect(parsed.success && parsed.output.search).toBe('Okafor');
  });
});
