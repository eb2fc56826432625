import { expect } from 'vitest';
import { startStack, type TestStack, type TestUser } from './stack';
import { storedRows } from './stored-rows';

// What the songs routes' contract tests share: the stack with the same people and group, a song
// made through the API, and "a refused call stored nothing".

export interface SongsStack {
  stack: TestStack;
  /** The first account of an installation is its site admin. */
  admin: TestUser;
  owner: TestUser;
  member: TestUser;
  outsider: TestUser;
  /** `owner`'s group, which `member` has joined. */
  choir: { id: string };
}

/** The real stack (testing/stack.ts) with an admin, a group's owner and member, and an outsider. */
export async function startSongsStack(): Promise<SongsStack> {
  const stack = await startStack({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  const admin = await stack.signUp({ firstName: 'Ada', lastName: 'Admin' });
  const owner = await stack.signUp({ firstName: 'Olivia', lastName: 'Owner' });
  const member = await stack.signUp({ firstName: 'Mia', lastName: 'Member' });
  const outsider = await stack.signUp({ firstName: 'Otto', lastName: 'Outsider' });
  const choir = await stack.createGroup(owner, 'Choir');
  await stack.joinGroup(member, owner, choir.id);
  return { stack, admin, owner, member, outsider, choir };
}

/** `POST /api/songs` as `user` with `body`: the song JSON (set-up: fails the test unless 201). */
export async function postSong<Song>(
  stack: TestStack,
  user: TestUser,
  body: Record<string, unknown>,
): Promise<Song> {
  const res = await stack.request<Song>('POST', '/api/songs', { cookie: user.cookie, body });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/**
 * Every row the songs service owns (`read`), to assert that a refused call stored nothing
 * (`expectRefused`); `stack`: the test file's stack, once started.
 */
export const songsRows = (stack: () => TestStack) =>
  storedRows(
    'songs',
    ['categories', 'songs', 'stanzas', 'transliterations', 'song_versions'],
    stack,
  );
