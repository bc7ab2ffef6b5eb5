import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, emailError, normaliseEmail, phoneError } from '../../src/domain/contactRules';

describe('phone rule (docs/behaviour.md §5)', () => {
  it('requires a number', () => expect(phoneError('')).toBe('Phone number is required'));
  it.each([
    '+234 803 123 4567',
    '+234 (803) 555-0101',
    '0803 555 0199',
    '08031234567',
    '0803-123-4567',
    '(0803) 123 4567',
    '+2348031234567',
  ])('accepts the Nigerian number %s', (phone) => {
    expect(phoneError(phone)).toBeNull();
  });
  it.each(['0803abc4567', '234+803', '++234 803', 'phone', '080.312.345', '()--'])('refuses %s as no phone number', (phone) => {
    expect(phoneError(phone)).toBe('Please enter a valid phone number');
  });
  it.each([
    '123',
    '(01) 234-5678',
    '0803 123 456',
    '0803 123 45678',
    '+234 803 123 456',
    '+234 0803 123 4567',
    '2348031234567',
    '+44 20 7946 0958',
    '8031234567',
  ])('refuses %s as not a Nigerian number', (phone) => {
    expect(phoneError(phone)).toBe('Enter a Nigerian phone number: 0 and 10 digits, or +234 and 10 digits');
  });
});

describe('email rule (docs/behaviour.md §5)', () => {
  it('requires an address', () => expect(emailError('')).toBe('Email address is required'));
  it.each(['a@b.co', 'first.last@firm.com.ng'])('accepts %s', (email) => expect(emailError(email)).toBeNull());
  it.each(['plain', 'a@b', 'a b@c.com', '@c.com', 'a@@c.com'])('refuses %s', (email) => {
    expect(emailError(email)).toBe('Please enter a valid email address');
  });
  it('is stored trimmed and lower-case', () => expect(normaliseEmail('  Ada@Firm.COM ')).toBe('ada@firm.com'));
  it('spells the messages as the spec does, and ours as docs/behaviour.md §5 does', () => {
    expect(CONTACT_MESSAGES).toEqual({
      phoneRequired: 'Phone number is required',
      phoneInvalid: 'Please enter a valid phone number',
      phoneNotNigerian: 'Enter a Nigerian phone number: 0 and 10 digits, or +234 and 10 digits',
      emailRequired: 'Email address is required',
      emailInvalid: 'Please enter a valid email address',
      emailNotLatin: 'Email address must use Latin letters only (no accents or letters of other alphabets)',
    });
  });
  it('refuses an address with a letter of another alphabet or an accent (a look-alike of another account)', () => {
    expect(emailError('\u0430dmin@example.com')).toBe(CONTACT_MESSAGES.emailNotLatin);
    expect(emailError('adèle@example.com')).toBe(CONTACT_MESSAGES.emailNotLatin);
    expect(emailError('admin@example.com')).toBeNull();
  });
});
