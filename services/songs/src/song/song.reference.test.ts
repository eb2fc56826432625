import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON, newUser, startSongsService, type SongsService } from '../test/harness';

let svc: SongsService;
beforeAll(async () => {
  svc = await startSongsService('songs_reference');
});
afterAll(() => svc?.close());

const ENTITIES = `query($r: [_Any!]!) { _entities(representations: $r) {
  ... on Song { id title stanzas { lyrics } category { name } }
  ... on Category { id name }
} }`;

describe('Song and Category entity references (federation)', () => {
  it('resolves songs the viewer may see, batched, and null for the rest', async () => {
    const member = newUser();
    const groupId = svc.group(member);
    const category = await svc.createCategory(member, `Ref ${randomUUID()}`);
    const shared = await svc.createSong(member, { title: 'Group only', isPublic: false, groupId });
    const open = await svc.createSong(newUser(), { title: 'Open', categoryId: category.id });
    const representations = [
      { __typename: 'Song', id: shared.id },
      { __typename: 'Song', id: open.id },
      { __typename: 'Song', id: randomUUID() },
      { __typename: 'Song', id: 'junk' },
      { __typename: 'Category', id: category.id },
    ];

    svc.queries.length = 0;
    const { _entities } = await svc.ok(ENTITIES, { r: representations }, member);
    expect(_entities).toEqual([
      {
        id: shared.id,
        title: 'Group only',
        stanzas: [{ lyrics: 'Amazing grace, how sweet the sound' }],
        category: null,
      },
      {
        id: open.id,
        title: 'Open',
        stanzas: [{ lyrics: 'Amazing grace, how sweet the sound' }],
        category: { name: category.name },
      },
      null,
      null,
      { id: category.id, name: category.name },
    ]);
    // songs, categories, stanzas
    expect(svc.queries).toHaveLength(3);

    for (const viewer of [ANON, newUser()]) {
      const seen = (await svc.ok(ENTITIES, { r: representations }, viewer))._entities;
      expect(seen.map((e: { id: string } | null) => e?.id ?? null)).toEqual([
        null,
        open.id,
        null,
        null,
        category.id,
      ]);
    }
  });
});
