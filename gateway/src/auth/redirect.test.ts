import { describe, expect, it } from 'vitest';
import { pageWithError } from './redirect';

describe('pageWithError', () => {
  it('carries the message and a non-default redirect', () => {
    expect(pageWithError('/login', 'Invalid email or password.', '/groups')).toBe(
      '/login?error=Invalid+email+or+password.&redirect=%2Fgroups',
    );
    expect(pageWithError('/signup', 'Email is required', '/')).toBe(
      '/signup?error=Email+is+required',
    );
  });
});
