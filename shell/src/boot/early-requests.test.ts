import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  earlyCurrentUser,
  earlyRemotesConfig,
  prerenderedPage,
  requestCurrentUser,
  resetEarlyRequests,
  startEarlyRequests,
} from './early-requests';

const USER = { id: 'u1', firstName: 'Grace', lastName: 'Hopper' };

afterEach(() => {
  resetEarlyRequests();
  vi.unstubAllGlobals();
});

function stubFetch(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (url: string) => {
    const answer = answers[url];
    if (!answer) throw new TypeError(`unexpected fetch ${url}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('prerenderedPage', () => {
  it('reads the page the build drew into #root, and nothing else', () => {
    const root = document.createElement('div');
    expect(prerenderedPage(root)).toBeNull();
    root.setAttribute('data-prerendered', 'landing');
    expect(prerenderedPage(root)).toBe('landing');
    root.setAttribute('data-prerendered', 'songs-public');
    expect(prerenderedPage(root)).toBe('songs-public');
    root.setAttribute('data-prerendered', 'dashboard');
    expect(prerenderedPage(root)).toBeNull();
    expect(prerenderedPage(null)).toBeNull();
  });
});

describe('requestCurrentUser', () => {
  it('asks like the preload link does: credentials included, no extra headers', async () => {
    const fetchMock = stubFetch({ '/api/auth/user': () => Response.json(USER) });
    await expect(requestCurrentUser()).resolves.toEqual(USER);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', { credentials: 'include' });
  });

  it('treats any failure as signed out (spec §7)', async () => {
    stubFetch({ '/api/auth/user': () => new Response('Unauthorized', { status: 401 }) });
    await expect(requestCurrentUser()).resolves.toBeNull();
    stubFetch({ '/api/auth/user': () => new Response('not json', { status: 200 }) });
    await expect(requestCurrentUser()).resolves.toBeNull();
    stubFetch({ '/api/auth/user': () => new Response(null, { status: 200 }) });
    await expect(requestCurrentUser()).resolves.toBeNull();
    stubFetch({});
    await expect(requestCurrentUser()).resolves.toBeNull();
  });
});

describe('startEarlyRequests', () => {
  it('starts the user and remotes requests once, and hands the same promises out', async () => {
    const fetchMock = stubFetch({
      '/api/auth/user': () => Response.json(USER),
      '/remotes.json': () => Response.json({ mf_songs: '/mf/songs/mf-manifest.json' }),
    });
    startEarlyRequests(null);
    startEarlyRequests(null);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(earlyCurrentUser()).toBe(earlyCurrentUser());
    await expect(earlyCurrentUser()).resolves.toEqual(USER);
    await expect(earlyRemotesConfig()).resolves.toEqual({
      mf_songs: '/mf/songs/mf-manifest.json',
    });
  });

  it('skips /remotes.json on the prerendered landing page, which mounts no remote', () => {
    const fetchMock = stubFetch({ '/api/auth/user': () => Response.json(null) });
    startEarlyRequests('landing');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/user']);
    expect(earlyRemotesConfig()).toBeNull();
  });
});
