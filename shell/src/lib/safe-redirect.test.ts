import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-origin relative paths', () => {
    expect(safeRedirect('/groups/join/abc?x=1')).toBe('/groups/join/abc?x=1');
  });
  it('falls back to / for anything else', () => {
    for (const value of [
      null,
      undefined,
      '',
      'groups',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
    ]) {
      expect(safeRedirect(value)).toBe('/');
    }
  });
});
