import { describe, expect, it } from 'vitest';
import {
  displayNameFromEmail,
  formatCount,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatDay,
  formatDayTime,
  fullName,
  initials,
  shortenFileName,
} from '../../src/domain/format';
import { formatNaira } from '../../src/domain/plans';
import * as fc from 'fast-check';

// A local date-time (no zone) so the expectations hold in any time zone.
const when = '2026-03-05T14:07:00';

describe('date formats (docs/behaviour.md §9)', () => {
  it('writes the house style day first, with a 24-hour time', () => {
    expect(formatDayTime(when)).toBe('5 Mar 2026, 14:07');
    expect(formatDay(when)).toBe('5 Mar 2026');
    expect(formatDayTime('2026-11-26T09:05:00')).toBe('26 Nov 2026, 09:05');
    expect(formatDay('2026-11-26T23:59:00')).toBe('26 Nov 2026');
  });

  it('keeps the formats the product rules fix: MMM DD, YYYY HH:mm and MMM DD, YYYY', () => {
    expect(formatDateTime(when)).toBe('Mar 05, 2026 14:07');
    expect(formatDate(when)).toBe('Mar 05, 2026');
  });

  it('accepts Date objects and timestamps', () => {
    const date = new Date(2026, 0, 9, 8, 30);
    expect(formatDate(date)).toBe('Jan 09, 2026');
    expect(formatDateTime(date.getTime())).toBe('Jan 09, 2026 08:30');
  });

  it.each([null, undefined, ''])('shows N/A for a missing date (%s)', (value) => {
    expect(formatDayTime(value)).toBe('N/A');
    expect(formatDay(value)).toBe('N/A');
    expect(formatDateTime(value)).toBe('N/A');
    expect(formatDate(value)).toBe('N/A');
  });

  it('shows N/A for an invalid date', () => {
    expect(formatDate('not a date')).toBe('N/A');
    expect(formatDay('not a date')).toBe('N/A');
    expect(formatDayTime(new Date(Number.NaN))).toBe('N/A');
    expect(formatDateTime(new Date(Number.NaN))).toBe('N/A');
  });
});

describe('formatNaira', () => {
  it('formats plan prices in Naira without kobo', () => {
    expect(formatNaira(15000)).toBe('₦15,000');
    expect(formatNaira(35000)).toBe('₦35,000');
    expect(formatNaira(75000)).toBe('₦75,000');
  });

  it('writes any whole amount as the Nigerian currency format does', () => {
    const intl = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => formatNaira(amount) === intl.format(amount)));
    for (const amount of [0, 999, 1000, 1_234_567]) expect(formatNaira(amount)).toBe(intl.format(amount));
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(25)).toBe('25');
    expect(formatCount(2000)).toBe('2,000');
    expect(formatCount(50000)).toBe('50,000');
  });
});

describe('shortenFileName', () => {
  it('keeps names of at most 15 characters', () => {
    expect(shortenFileName('invoice.pdf')).toBe('invoice.pdf');
    expect(shortenFileName('abcdefghijklmno')).toBe('abcdefghijklmno');
  });

  it('cuts longer names to 15 characters and an ellipsis', () => {
    expect(shortenFileName('quarterly-vat-return-2026.pdf')).toBe('quarterly-vat-r...');
  });

  it('takes another limit', () => {
    expect(shortenFileName('payroll.xlsx', 4)).toBe('payr...');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [-5, '0 Bytes'],
    [Number.NaN, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [1.25 * 1024 ** 3, '1.25 GB'],
    [3 * 1024 ** 4, '3072 GB'],
  ])('%s bytes is %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('names', () => {
  it.each([
    ['ada.OBI@firm.ng', 'Ada Obi'],
    ['tunde@firm.ng', 'Tunde'],
    ['a..b@firm.ng', 'A B'],
  ])('builds a display name from the part of the email before @, split on dots: %s is %s', (email, name) => {
    expect(displayNameFromEmail(email)).toBe(name);
  });

  it.each(['', null, undefined])('falls back to User without an email (%j)', (email) => {
    expect(displayNameFromEmail(email)).toBe('User');
  });

  it('takes up to two initials by default', () => {
    expect(initials('Ada Obi')).toBe('AO');
    expect(initials('  ada   chioma obi ')).toBe('AC');
    expect(initials('tunde')).toBe('T');
  });

  it('takes one initial when asked, and at least one', () => {
    expect(initials('Ada Obi', 1)).toBe('A');
    expect(initials('Ada Obi', 0)).toBe('A');
  });

  it('falls back to U without a name', () => {
    expect(initials('')).toBe('U');
    expect(initials('   ')).toBe('U');
    expect(initials(null)).toBe('U');
    expect(initials(undefined)).toBe('U');
  });

  it('joins first and last names, skipping empty parts', () => {
    expect(fullName('Ada', 'Obi')).toBe('Ada Obi');
    expect(fullName(' Ada ', null)).toBe('Ada');
    expect(fullName(undefined, 'Obi')).toBe('Obi');
    expect(fullName('', '  ')).toBe('');
  });
});
