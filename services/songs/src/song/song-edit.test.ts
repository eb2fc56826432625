import type { Viewer } from '@worship/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON, codeOf, newUser, startSongsService, type SongsService } from '../test/harness';

let svc: SongsService;
beforeAll(async () => {
  svc = await startSongsService('songs_edit');
});
afterAll(() => svc?.close());

const EDIT_FIELDS = `id title key capo sectionOrder version deletedAt canEdit canDelete
  stanzas { position label lyrics transliterations { language text } }`;
const VERSIONS = `query($id: ID!) { song(id: $id) { id versions {
  version changedFields restoredFrom editedBy { id } editedAt
  snapshot { title key capo sectionOrder stanzas { position label lyrics transliterations { language text } } }
} } }`;

async function versionsOf(songId: string, viewer: Viewer) {
  const data = await svc.ok<{ song: { versions: Record<string, unknown>[] } }>(
    VERSIONS,
    { id: songId },
    viewer,
  );
  return data.song.versions;
}

describe('createSong with sections, capo and keys', () => {
  it('stores labels, capo, the order and the key as normalizeKey spells it, as version 1', async () => {
    const creator = newUser();
    svc.group(creator);
    const song = await svc.createSong(
      creator,
      {
        key: 'f#m',
        capo: 2,
        sectionOrder: [1, 2, 1, 2],
        stanzas: [
          { label: ' Verse 1 ', lyrics: '[G]Amazing [C]grace', transliterations: [] },
          { label: 'Chorus', lyrics: 'How sweet the sound', transliterations: [] },
        ],
      },
      EDIT_FIELDS,
    );
    expect(song).toMatchObject({
      key: 'F#m',
      capo: 2,
      sectionOrder: [1, 2, 1, 2],
      version: 1,
      deletedAt: null,
      canEdit: true,
      canDelete: true,
      stanzas: [
        { position: 1, label: 'Verse 1', lyrics: '[G]Amazing [C]grace' },
        { position: 2, label: 'Chorus', lyrics: 'How sweet the sound' },
      ],
    });
    const [stored] = await svc.rows<{ key: string; capo: number; section_order: number[] }>(
      `select "key", "capo", "section_order" from "songs"."songs" where "id" = $1`,
      [song.id],
    );
    expect(stored).toEqual({ key: 'F#m', capo: 2, section_order: [1, 2, 1, 2] });
    const versions = await versionsOf(song.id as string, creator);
    expect(versions).toEqual([
      expect.objectContaining({
        version: 1,
        changedFields: [],
        restoredFrom: null,
        editedBy: { id: creator.userId },
        snapshot: {
          title: 'Amazing Grace',
          key: 'F#m',
          capo: 2,
          sectionOrder: [1, 2, 1, 2],
          stanzas: [
            { position: 1, label: 'Verse 1', lyrics: '[G]Amazing [C]grace', transliterations: [] },
            { position: 2, label: 'Chorus', lyrics: 'How sweet the sound', transliterations: [] },
          ],
        },
      }),
    ]);
  });

  it('finds a song by its words with the chords left out', async () => {
    const creator = newUser();
    const song = await svc.createSong(creator, {
      title: 'Chorded',
      stanzas: [{ lyrics: '[G]Wonder[D/F#]ful [Em]mercy', transliterations: [] }],
    });
    const found = await svc.ok<{ searchSongs: { id: string }[] }>(
      `query($q: String!) { searchSongs(query: $q) { id } }`,
      { q: 'wonderful mercy' },
      creator,
    );
    expect(found.searchSongs.map((s) => s.id)).toEqual([song.id]);
  });
});

const UPDATE = `mutation($id: ID!, $input: UpdateSongInput!) { updateSong(id: $id, input: $input) { ${EDIT_FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteSong(id: $id) }`;
const RESTORE = `mutation($id: ID!, $version: Int!, $expected: Int) {
  restoreSongVersion(id: $id, version: $version, expectedVersion: $expected) { ${EDIT_FIELDS} } }`;
const SONG = `query($id: ID!) { song(id: $id) { id title } }`;
const SEARCH = `query($q: String!) { searchSongs(query: $q) { id } }`;

type Song = Record<string, unknown> & { id: string };

/** A member's group song (private) with two stanzas, and who is who around it. */
async function groupSong(overrides: Record<string, unknown> = {}) {
  const owner = newUser();
  const member = newUser();
  const groupId = svc.group(owner, member);
  const song = (await svc.createSong(
    member,
    {
      title: 'River of Life',
      groupId,
      isPublic: false,
      stanzas: [
        { label: 'Verse 1', lyrics: '[D]Flowing river', transliterations: [] },
        { label: 'Chorus', lyrics: 'Living water', transliterations: [] },
      ],
      ...overrides,
    },
    EDIT_FIELDS,
  )) as Song;
  return { owner, member, groupId, song };
}

const update = (id: string, input: Record<string, unknown>, viewer: Viewer) =>
  svc.gql<{ updateSong: Song }>(UPDATE, { id, input }, viewer);

describe('updateSong', () => {
  it('saves the fields given, keeps the others, and records what changed as the next version', async () => {
    const { owner, song } = await groupSong({ key: 'D', capo: 1 });
    const { data, errors } = await update(
      song.id,
      {
        title: ' River of Peace ',
        key: 'eb',
        sectionOrder: [1, 2, 2],
        stanzas: [
          { label: 'Verse 1', lyrics: '[Eb]Peaceful river', transliterations: [] },
          { label: ' Chorus ', lyrics: 'Living water', transliterations: [] },
        ],
        expectedVersion: 1,
      },
      owner,
    );
    expect(errors).toBeUndefined();
    expect(data!.updateSong).toMatchObject({
      title: 'River of Peace',
      key: 'Eb',
      capo: 1,
      sectionOrder: [1, 2, 2],
      version: 2,
      stanzas: [
        { position: 1, label: 'Verse 1', lyrics: '[Eb]Peaceful river' },
        { position: 2, label: 'Chorus', lyrics: 'Living water' },
      ],
    });
    const versions = await versionsOf(song.id, owner);
    expect(versions.map((v) => [v.version, v.changedFields, v.editedBy])).toEqual([
      [2, ['title', 'key', 'sectionOrder', 'stanzas'], { id: owner.userId }],
      [1, [], expect.anything()],
    ]);
    expect((versions[1]!.snapshot as { title: string }).title).toBe('River of Life');
  });

  it('rebuilds the search key at once: found by the new words, not the old', async () => {
    const { member, song } = await groupSong();
    const before = await svc.ok<{ searchSongs: Song[] }>(SEARCH, { q: 'peaceful' }, member);
    expect(before.searchSongs).toEqual([]);
    await svc.ok(
      UPDATE,
      {
        id: song.id,
        input: { stanzas: [{ lyrics: '[G]Peace[C]ful shore', transliterations: [] }] },
      },
      member,
    );
    const found = await svc.ok<{ searchSongs: Song[] }>(SEARCH, { q: 'peaceful shore' }, member);
    expect(found.searchSongs.map((s) => s.id)).toEqual([song.id]);
    const gone = await svc.ok<{ searchSongs: Song[] }>(SEARCH, { q: 'flowing river' }, member);
    expect(gone.searchSongs).toEqual([]);
  });

  it('moves a song into a category and out of it again, each a version', async () => {
    const { member, song } = await groupSong();
    const category = await svc.createCategory(member, `Edit ${song.id}`);
    const CATEGORY = `mutation($id: ID!, $input: UpdateSongInput!) {
      updateSong(id: $id, input: $input) { version category { id } lyricsExcerpt } }`;
    const moved = await svc.ok(
      CATEGORY,
      { id: song.id, input: { categoryId: category.id } },
      member,
    );
    expect(moved.updateSong).toEqual({
      version: 2,
      category: { id: category.id },
      lyricsExcerpt: 'Flowing river',
    });
    const out = await svc.ok(CATEGORY, { id: song.id, input: { categoryId: 'none' } }, member);
    expect(out.updateSong).toMatchObject({ version: 3, category: null });
    const [latest] = await versionsOf(song.id, member);
    expect(latest!.changedFields).toEqual(['categoryId']);
  });

  it('stores no version for a save that changes nothing', async () => {
    const { member, song } = await groupSong();
    const { data } = await update(song.id, { title: 'River of Life', expectedVersion: 1 }, member);
    expect(data!.updateSong.version).toBe(1);
    expect(
      await svc.rows(`select 1 from "songs"."song_versions" where "song_id" = $1`, [song.id]),
    ).toHaveLength(1);
  });

  it('keeps the order entries that still name a stanza when the stanzas shrink', async () => {
    const { member, song } = await groupSong({ sectionOrder: [1, 2, 1, 2] });
    const { data } = await update(
      song.id,
      { stanzas: [{ lyrics: 'Only verse', transliterations: [] }] },
      member,
    );
    expect(data!.updateSong.sectionOrder).toEqual([1, 1]);
  });

  it.each([
    [{ title: '' }, 'title', 'Song title is required'],
    [{ key: 'Q' }, 'key', 'Key must be a key such as G, F#m or Bb'],
    [{ capo: 12 }, 'capo', 'Capo must be a whole number from 0 to 11'],
    [{ sectionOrder: [3] }, 'sectionOrder', 'Section order must name stanzas 1 to 2'],
    [{ stanzas: [] }, 'stanzas', 'At least one stanza is required'],
    [{ categoryId: '00000000-0000-4000-8000-000000000000' }, 'categoryId', 'Category not found'],
  ])('refuses %j with the create messages and changes nothing', async (input, field, message) => {
    const { member, song } = await groupSong();
    const before = await svc.snapshot();
    const result = await update(song.id, input, member);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({ [field]: message });
    expect(await svc.snapshot()).toEqual(before);
  });

  it('lets exactly one of two saves over the same version win; the other is told, nothing lost', async () => {
    const { owner, member, song } = await groupSong();
    const results = await Promise.all([
      update(song.id, { title: 'Owner title', expectedVersion: 1 }, owner),
      update(song.id, { title: 'Member title', expectedVersion: 1 }, member),
    ]);
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(codeOf(lost[0]!)).toBe('CONFLICT');
    expect(lost[0]!.errors![0]!.message).toBe('This song was changed since you opened it');
    expect(lost[0]!.errors![0]!.extensions?.currentVersion).toBe(2);
    const title = won[0]!.data!.updateSong.title;
    const [row] = await svc.rows<{ title: string; version: number }>(
      `select "title", "version" from "songs"."songs" where "id" = $1`,
      [song.id],
    );
    expect(row).toEqual({ title, version: 2 });
    // The loser saves again over what they now see: both edits are kept as versions.
    const again = await update(song.id, { title: 'Third', expectedVersion: 2 }, member);
    expect(again.data!.updateSong.version).toBe(3);
    const versions = await versionsOf(song.id, member);
    expect(versions.map((v) => (v.snapshot as { title: string }).title)).toEqual([
      'Third',
      title,
      'River of Life',
    ]);
  });

  it('lets members, the creator and site admins edit; refuses others, changing nothing', async () => {
    const { song, groupId } = await groupSong();
    const admin = newUser(true);
    const outsider = newUser();
    // A site admin edits only songs they can see: a private group song is NOT_FOUND for them.
    const before = await svc.snapshot();
    expect(codeOf(await update(song.id, { title: 'X' }, admin))).toBe('NOT_FOUND');
    expect(codeOf(await update(song.id, { title: 'X' }, outsider))).toBe('NOT_FOUND');
    expect(codeOf(await update(song.id, { title: 'X' }, ANON))).toBe('UNAUTHENTICATED');
    expect(codeOf(await update('junk', { title: 'X' }, outsider))).toBe('NOT_FOUND');
    expect(await svc.snapshot()).toEqual(before);

    // A public song: anyone sees it, members and admins edit it, a non-member may not.
    const { member, song: open } = await groupSong({ isPublic: true });
    const refused = await update(open.id, { title: 'X' }, outsider);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe("Only members of the song's group can edit it");
    // Refused before the input is read: bad input from an outsider is still FORBIDDEN.
    expect(codeOf(await update(open.id, { title: '' }, outsider))).toBe('FORBIDDEN');
    const seen = await svc.ok<{ song: Song }>(
      `query($id: ID!) { song(id: $id) { canEdit canDelete versions { version } } }`,
      { id: open.id },
      outsider,
    );
    expect(seen.song).toEqual({ canEdit: false, canDelete: false, versions: [] });
    expect((await update(open.id, { title: 'By admin' }, admin)).data!.updateSong.title).toBe(
      'By admin',
    );
    expect((await update(open.id, { title: 'By member' }, member)).data!.updateSong.version).toBe(
      3,
    );
    expect(groupId).toBeTruthy();
  });

  it('answers songVersion to editors only', async () => {
    const { member, song } = await groupSong();
    const ONE = `query($id: ID!, $v: Int!) { songVersion(songId: $id, version: $v) { version snapshot { title } } }`;
    expect((await svc.ok(ONE, { id: song.id, v: 1 }, member)).songVersion).toEqual({
      version: 1,
      snapshot: { title: 'River of Life' },
    });
    expect((await svc.ok(ONE, { id: song.id, v: 9 }, member)).songVersion).toBeNull();
    for (const viewer of [newUser(), ANON, newUser(true)])
      expect((await svc.ok(ONE, { id: song.id, v: 1 }, viewer)).songVersion).toBeNull();
  });
});

describe('restoreSongVersion', () => {
  it('brings back an earlier version as a new one, and checks the version opened', async () => {
    const { member, song } = await groupSong({ key: 'D' });
    await svc.ok(UPDATE, { id: song.id, input: { title: 'Changed', key: 'E', capo: 3 } }, member);
    const stale = await svc.gql(RESTORE, { id: song.id, version: 1, expected: 1 }, member);
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0]?.extensions?.currentVersion).toBe(2);

    const { restoreSongVersion } = await svc.ok<{ restoreSongVersion: Song }>(
      RESTORE,
      { id: song.id, version: 1, expected: 2 },
      member,
    );
    expect(restoreSongVersion).toMatchObject({
      title: 'River of Life',
      key: 'D',
      capo: null,
      version: 3,
    });
    const [latest] = await versionsOf(song.id, member);
    expect(latest).toMatchObject({
      version: 3,
      restoredFrom: 1,
      changedFields: ['title', 'key', 'capo'],
    });
    const missing = await svc.gql(RESTORE, { id: song.id, version: 42 }, member);
    expect(codeOf(missing)).toBe('NOT_FOUND');
    expect(missing.errors?.[0]?.message).toBe('Song version not found');
    const outsider = await svc.gql(RESTORE, { id: song.id, version: 1 }, newUser());
    expect(codeOf(outsider)).toBe('NOT_FOUND');
    expect(codeOf(await svc.gql(RESTORE, { id: song.id, version: 1 }, ANON))).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('deleteSong', () => {
  const ENTITY = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Song { id title deletedAt canEdit } } }`;

  it("hides the song from the library, search, public pages, authors and the group's statistics; references still resolve", async () => {
    const { member, groupId, song } = await groupSong({ isPublic: true, author: 'Gone Author' });
    const stats = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Group { totalSongs } } }`;
    const countBefore = (await svc.ok(stats, { r: [{ __typename: 'Group', id: groupId }] }, member))
      ._entities[0].totalSongs;
    expect(
      (await svc.ok<{ deleteSong: boolean }>(DELETE, { id: song.id }, member)).deleteSong,
    ).toBe(true);

    expect((await svc.ok(SONG, { id: song.id }, member)).song).toBeNull();
    expect(
      (await svc.ok(`query($id: ID!) { publicSong(id: $id) { id } }`, { id: song.id })).publicSong,
    ).toBeNull();
    const lists = await svc.ok(
      `query($g: ID) { songs(groupId: $g) { id } publicSongs { id } songAuthors
        searchSongs(query: "river of life") { id } searchPublicSongs(query: "river") { id } }`,
      { g: groupId },
      member,
    );
    const ids = [
      ...lists.songs,
      ...lists.publicSongs,
      ...lists.searchSongs,
      ...lists.searchPublicSongs,
    ].map((s: Song) => s.id);
    expect(ids).not.toContain(song.id);
    expect(lists.songAuthors).not.toContain('Gone Author');
    const countAfter = (await svc.ok(stats, { r: [{ __typename: 'Group', id: groupId }] }, member))
      ._entities[0].totalSongs;
    expect(countAfter).toBe(countBefore - 1);

    // A schedule's entry still resolves the song, marked as removed from the library.
    for (const viewer of [member, ANON]) {
      const { _entities } = await svc.ok(
        ENTITY,
        { r: [{ __typename: 'Song', id: song.id }] },
        viewer,
      );
      expect(_entities).toEqual([
        { id: song.id, title: 'River of Life', deletedAt: expect.any(String), canEdit: false },
      ]);
    }
    // Nothing more to do with it: edits, a second delete and restores are NOT_FOUND.
    expect(codeOf(await svc.gql(DELETE, { id: song.id }, member))).toBe('NOT_FOUND');
    expect(codeOf(await update(song.id, { title: 'Back' }, member))).toBe('NOT_FOUND');
    const [row] = await svc.rows<{ version: number; deleted: boolean }>(
      `select "version", "deleted_at" is not null as "deleted" from "songs"."songs" where "id" = $1`,
      [song.id],
    );
    expect(row).toEqual({ version: 1, deleted: true });
  });

  it("lets the song's creator, its group's owner and site admins delete; refuses others", async () => {
    const { owner, member, groupId, song } = await groupSong({ isPublic: true });
    const otherMember = newUser();
    svc.join(otherMember, groupId);
    const before = await svc.snapshot();
    const refused = await svc.gql(DELETE, { id: song.id }, otherMember);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(
      "Only the song's creator, its group's owner or a site admin can delete it",
    );
    expect(codeOf(await svc.gql(DELETE, { id: song.id }, newUser()))).toBe('FORBIDDEN');
    expect(codeOf(await svc.gql(DELETE, { id: song.id }, ANON))).toBe('UNAUTHENTICATED');
    expect(await svc.snapshot()).toEqual(before);
    const rights = `query($id: ID!) { song(id: $id) { canEdit canDelete } }`;
    expect((await svc.ok(rights, { id: song.id }, otherMember)).song).toEqual({
      canEdit: true,
      canDelete: false,
    });
    expect((await svc.ok(rights, { id: song.id }, owner)).song).toEqual({
      canEdit: true,
      canDelete: true,
    });
    expect((await svc.ok(DELETE, { id: song.id }, owner)).deleteSong).toBe(true);

    const mine = await groupSong({ isPublic: true });
    expect((await svc.ok(DELETE, { id: mine.song.id }, mine.member)).deleteSong).toBe(true);
    const open = await groupSong({ isPublic: true });
    expect((await svc.ok(DELETE, { id: open.song.id }, newUser(true))).deleteSong).toBe(true);
    const hidden = await groupSong({ isPublic: false });
    expect(codeOf(await svc.gql(DELETE, { id: hidden.song.id }, newUser(true)))).toBe('NOT_FOUND');
    expect(member).toBeTruthy();
  });
});
