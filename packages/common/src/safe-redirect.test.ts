import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/groups', '/groups'],
    ['/groups/join/abc?x=1#top', '/groups/join/abc?x=1#top'],
    ['/songs/public?song=42', '/songs/public?song=42'],
    ['/songs/public?q=a%20b', '/songs/public?q=a%20b'],
    ['/a/../groups', '/groups'],
    ['/groups/./join', '/groups/join'],
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
    // Normalised by the URL parser into a protocol-relative URL (the review's findings).
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/./\\evil.example',
    '/.//evil.example/path?x=1',
    // Percent-encoded slashes, backslashes and control characters, once or twice.
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '/%252f%252fevil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    '/%0d%0aSet-Cookie:x',
    '/groups%09',
    '/groups?x=%00',
    '/groups#%0a',
    // Malformed percent-encoding.
    '/%E0%A4%A',
    '/%',
    // The auth endpoints, however spelled.
    '/API/login',
    '/%61pi/logout',
    '/a/../api/logout',
  ])('falls back to / for %j', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil', '/home')).toBe('/home');
  });
});
