import { expect } from 'vitest';
import { startStack, type RequestOptions, type TestStack, type TestUser } from './stack';

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

/** Every row the songs service owns, to assert that a refused call stored nothing. */
export async function songsTables(stack: TestStack): Promise<Record<string, unknown[]>> {
  const tables = await stack.sql<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = 'songs' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, unknown[]> = {};
  for (const { table_name } of tables) {
    if (table_name.startsWith('mikro_orm')) continue;
    result[table_name] = await stack.sql(`select * from "songs"."${table_name}" order by 1`);
  }
  // An empty snapshot would make every "stored nothing" check pass vacuously.
  expect(Object.keys(result)).toEqual(
    expect.arrayContaining(['categories', 'songs', 'stanzas', 'transliterations', 'song_versions']),
  );
  return result;
}

/** The call answers `status` with `body`, and the songs service's tables are as they were. */
export async function expectRefused(
  stack: TestStack,
  method: string,
  path: string,
  options: Pick<RequestOptions, 'cookie' | 'body' | 'headers'>,
  status: number,
  body: unknown,
) {
  const before = await songsTables(stack);
  const res = await stack.request(method, path, options);
  expect({ status: res.status, body: res.body }).toEqual({ status, body });
  expect(await songsTables(stack)).toEqual(before);
}
