import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, errorMessage } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends credentials and a JSON body, and parses the JSON answer', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/api/x', { a: 1 })).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"a":1}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('resolves undefined for an empty body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiRequest('DELETE', '/api/x')).resolves.toBeUndefined();
  });

  it('throws "{status}: {body text}" on a non-ok response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 })),
    );
    await expect(apiRequest('GET', '/api/auth/user')).rejects.toThrow(
      '401: {"message":"Unauthorized"}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500, statusText: 'Internal Server Error' })),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Internal Server Error');
  });
});

describe('errorMessage', () => {
  it('extracts the server message', () => {
    expect(errorMessage(new Error('400: {"message":"Email already registered"}'))).toBe(
      'Email already registered',
    );
    expect(errorMessage(new Error('500: boom'))).toBe('boom');
    expect(errorMessage('nope', 'fallback')).toBe('fallback');
  });
});
