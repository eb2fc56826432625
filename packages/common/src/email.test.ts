import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  EMAIL_TOO_LONG,
  emailError,
  isValidEmail,
  normalizeEmail,
} from './email';

describe('isValidEmail', () => {
  it.each([
    'a@b.co',
    'john.doe@example.org',
    "o'brien+worship@mail.example.com",
    'x_y-z@sub-domain.example.in',
    'pastor@തിരുവല്ല.ഭാരതം',
    'UPPER@EXAMPLE.COM',
  ])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    '',
    'a@b.c',
    'plain',
    '@example.com',
    'a@',
    'a@example',
    'a b@example.com',
    'a@exa mple.com',
    'a@@example.com',
    '.a@example.com',
    'a.@example.com',
    'a..b@example.com',
    'a@-example.com',
    'a@example-.com',
    'a@example..com',
    'a@example.c0m',
    '<a>@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('emailError', () => {
  it('gives the spec messages', () => {
    expect(emailError('   ')).toBe(EMAIL_REQUIRED);
    expect(EMAIL_REQUIRED).toBe('Email is required');
    expect(emailError('a@b.c')).toBe(EMAIL_INVALID);
    expect(EMAIL_INVALID).toBe('Please enter a valid email address');
    expect(emailError(`${'a'.repeat(60)}@${'b'.repeat(200)}.com`)).toBe(EMAIL_TOO_LONG);
    expect(emailError('  ok@example.com  ')).toBeNull();
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  John@Example.COM ')).toBe('john@example.com');
  });
});
