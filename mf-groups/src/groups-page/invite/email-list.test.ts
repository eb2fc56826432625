import { EMAIL_INVALID, EMAIL_REQUIRED } from '@worship/common';
import { describe, expect, it } from 'vitest';
import { addEmail, removeEmail, validateEmailsToSend } from './email-list';

describe('email list', () => {
  it('requires an address', () => {
    expect(EMAIL_REQUIRED).toBe('Email is required');
    expect(addEmail([], '   ')).toEqual({ ok: false, error: EMAIL_REQUIRED });
  });

  it('refuses invalid addresses', () => {
    for (const bad of [
      'ann',
      'ann@',
      '@example.com',
      'ann@example',
      'ann @example.com',
      'ann..b@example.com',
    ]) {
      expect(addEmail([], bad)).toEqual({ ok: false, error: EMAIL_INVALID });
    }
    expect(EMAIL_INVALID).toBe('Please enter a valid email address');
    expect(addEmail([], 'ann.lee+choir@mail.example.org')).toEqual({
      ok: true,
      emails: ['ann.lee+choir@mail.example.org'],
    });
  });

  it('refuses an address already in the list, ignoring case and spaces', () => {
    expect(addEmail(['ann@example.com'], ' ANN@example.com ')).toEqual({
      ok: false,
      error: 'Email already added to invitation list',
    });
  });

  it('adds trimmed addresses and removes them', () => {
    const added = addEmail(['ann@example.com'], ' bob@example.com ');
    expect(added).toEqual({ ok: true, emails: ['ann@example.com', 'bob@example.com'] });
    expect(removeEmail(['ann@example.com', 'bob@example.com'], 'ann@example.com')).toEqual([
      'bob@example.com',
    ]);
  });

  it('needs at least one address to send', () => {
    expect(validateEmailsToSend([])).toBe('Please add at least one email to invite');
    expect(validateEmailsToSend(['ann@example.com'])).toBeNull();
  });
});
