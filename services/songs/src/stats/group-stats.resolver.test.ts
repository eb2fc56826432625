import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANON,
  codeOf,
  newUser,
  startSongsService,
  type SongsService,
  type TestUser,
} from '../test/harness';

let svc: SongsService;
beforeAll(async () => {
  svc = await startSongsService('songs_stats');
});
afterAll(() => svc?.close());

/** What the gateway sends songs for the statistics of groups that groups answered. */
const STATS = `query($r: [_Any!]!) { _entities(representations: $r) {
  ... on Group { id totalSongs categoryStats { id name color songCount } languageStats { language count } }
} }`;

const refs = (...ids: string[]) => ids.map((id) => ({ __typename: 'Group', id }));

async function stats(viewer: TestUser, ...groupIds: string[]) {
  return (await svc.ok(STATS, { r: refs(...groupIds) }, viewer))._entities;
}

/** A category with a unique name (categories are site-wide). */
async function category(creator: TestUser, name: string, color: string) {
  const created = await svc.createCategory(creator, `${name} ${randomUUID().slice(0, 8)}`, color);
  return { id: created.id as string, name: created.name as string, color };
}

const song = (creator: TestUser, groupId: string | null, overrides: Record<string, unknown> = {}) =>
  svc.createSong(creator, { groupId, ...overrides }, 'id');

describe('Group.totalSongs / categoryStats / languageStats (songs)', () => {
  it('answers zeros and empty lists for a group without songs', async () => {
    const me = newUser();
    const groupId = svc.group(me);
    expect(await stats(me, groupId)).toEqual([
      { id: groupId, totalSongs: 0, categoryStats: [], languageStats: [] },
    ]);
  });

  it('counts one song', async () => {
    const me = newUser();
    const groupId = svc.group(me);
    const hymns = await category(me, 'Hymns', '#112233');
    await song(me, groupId, { language: 'tamil', categoryId: hymns.id });
    expect(await stats(me, groupId)).toEqual([
      {
        id: groupId,
        totalSongs: 1,
        categoryStats: [{ ...hymns, songCount: 1 }],
        languageStats: [{ language: 'tamil', count: 1 }],
      },
    ]);
  });

  it("counts each group's library apart, ranks categories and languages, in one query a statistic", async () => {
    const me = newUser();
    const other = newUser();
    const first = svc.group(me);
    const second = svc.group(me, other);
    const theirs = svc.group(other);
    const [praise, adoration, hymns] = [
      await category(me, 'Praise', '#ff0000'),
      await category(me, 'adoration', '#00ff00'),
      await category(me, 'Hymns', '#0000ff'),
    ];
    // first: praise ×2, adoration ×2 (a tie: by name, case-insensitively), hymns ×1, one
    // uncategorised; private songs of the group count too (members see them).
    await song(me, first, { categoryId: praise.id, language: 'hindi' });
    await song(me, first, { categoryId: praise.id, language: 'tamil' });
    await song(me, first, { categoryId: adoration.id, language: 'hindi', isPublic: false });
    await song(me, first, { categoryId: adoration.id, language: 'malayalam' });
    await song(me, first, { categoryId: hymns.id, language: 'english' });
    await song(me, first, { language: 'malayalam' });
    // second: another member's songs, one category.
    await song(other, second, { categoryId: hymns.id, language: 'english' });
    await song(other, second, { categoryId: hymns.id, language: 'english' });
    // Not in any of these libraries: another group's, and one in no group (its creator's own).
    await song(other, theirs, { categoryId: praise.id, language: 'english' });
    await song(newUser(), null, { categoryId: praise.id, language: 'english' });

    svc.queries.length = 0;
    const calls = svc.groups.calls.length;
    expect(await stats(me, first, second)).toEqual([
      {
        id: first,
        totalSongs: 6,
        categoryStats: [
          { ...adoration, songCount: 2 },
          { ...praise, songCount: 2 },
          { ...hymns, songCount: 1 },
        ],
        // hindi 2, malayalam 2 (a tie: the language order), tamil 1, english 1.
        languageStats: [
          { language: 'malayalam', count: 2 },
          { language: 'hindi', count: 2 },
          { language: 'english', count: 1 },
          { language: 'tamil', count: 1 },
        ],
      },
      {
        id: second,
        totalSongs: 2,
        categoryStats: [{ ...hymns, songCount: 2 }],
        languageStats: [{ language: 'english', count: 2 }],
      },
    ]);
    // One aggregate per statistic for both groups, and one call to groups.
    expect(svc.queries).toHaveLength(3);
    for (const query of svc.queries) expect(query).toMatch(/count\(\*\).*group by/s);
    expect(svc.groups.calls.length - calls).toBe(1);

    expect(await stats(other, theirs)).toEqual([
      {
        id: theirs,
        totalSongs: 1,
        categoryStats: [{ ...praise, songCount: 1 }],
        languageStats: [{ language: 'english', count: 1 }],
      },
    ]);
  });

  it('accepts an upper-case group id', async () => {
    const me = newUser();
    const groupId = svc.group(me);
    await song(me, groupId);
    const [answer] = await stats(me, groupId.toUpperCase());
    expect(answer).toMatchObject({ id: groupId, totalSongs: 1 });
  });

  it('refuses anonymous callers and non-members', async () => {
    const me = newUser();
    const groupId = svc.group(me);
    await song(me, groupId);

    const anonymous = await svc.gql(STATS, { r: refs(groupId) }, ANON);
    expect(anonymous.data?._entities).toEqual([null]);
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');

    for (const id of [groupId, randomUUID(), 'not-a-uuid']) {
      const outsider = await svc.gql(STATS, { r: refs(id) }, newUser());
      expect(outsider.data?._entities).toEqual([null]);
      expect(codeOf(outsider)).toBe('NOT_FOUND');
      expect(outsider.errors?.[0]?.message).toBe('Group not found');
    }

    // A member who left sees nothing any more.
    svc.leave(me, groupId);
    expect(codeOf(await svc.gql(STATS, { r: refs(groupId) }, me))).toBe('NOT_FOUND');
  });
});
