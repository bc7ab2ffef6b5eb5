/**
 * Characters that show nothing on screen but still count as text: zero-width spaces and
 * joiners, bidirectional controls (which can reorder what is shown), other format characters
 * and control characters. Every text field drops them before its required and length rules
 * (src/domain/schemas/fields.ts), so a comment of one U+200B is an empty comment and a name
 * made of them is no name (docs/behaviour.md §5 "Invisible characters").
 *
 * Tab, line feed and carriage return are kept: a comment may have lines. Emoji sequences that
 * use U+200D (zero-width joiner) fall apart into their parts, which still show.
 */
const INVISIBLE = new RegExp(
  [
    '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]', // control characters but tab, LF, CR
    '\\u00AD', // soft hyphen
    '\\u034F', // combining grapheme joiner
    '\\u061C', // Arabic letter mark (bidi)
    '\\u180E', // Mongolian vowel separator
    '[\\u200B-\\u200F]', // zero-width space, non-joiner, joiner; left-to-right and right-to-left marks
    '[\\u202A-\\u202E]', // bidi embeddings and overrides
    '[\\u2060-\\u2064]', // word joiner, invisible operators
    '[\\u2066-\\u206F]', // bidi isolates, deprecated format characters
    '\\uFEFF', // zero-width no-break space (byte order mark)
    '[\\uFFF9-\\uFFFB]', // interlinear annotation controls
  ].join('|'),
  'g',
);

/** `text` without its invisible characters; everything that shows is kept as it is. */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** Only the characters of US-ASCII: an email address outside them can pass for another one (`аdmin` with a Cyrillic а). */
export function isPlainAscii(text: string): boolean {
  return /^[\x20-\x7E]*$/.test(text);
}
