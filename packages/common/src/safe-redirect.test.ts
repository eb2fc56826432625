import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/groups', '/groups'],
    ['/groups/join/abc?x=1#top', '/groups/join/abc?x=1#top'],
    ['/songs/public?song=42', '/songs/public?song=42'],
    // Percent-encoded CR/LF stays encoded: a path, not a header.
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
  ])('keeps the same-origin path %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    42,
    ['/groups'],
    '',
    'groups',
    'https://evil.example/',
    'http:/evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/\tevil',
    '/\r\n/evil.example',
    'javascript:alert(1)',
    '/api/login?redirect=/api/login',
    '/api/logout',
    `/${'a'.repeat(3000)}`,
  ])('falls back to / for %j', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil', '/home')).toBe('/home');
  });
});
