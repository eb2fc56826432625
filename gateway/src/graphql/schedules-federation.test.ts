import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack, type TestUser } from '../testing/stack';

/**
 * The schedules subgraph behind the gateway (federation, not the REST adapter): a schedule's
 * songs are completed by songs (null when the viewer may not see one), its creator by identity,
 * and songs carry usageCount / lastUsed from schedules.
 */
let stack: TestStack;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let groupId: string;

type Data = Record<string, any>;

async function ok(query: string, variables: Record<string, unknown>, user?: TestUser) {
  const res = await stack.graphql<Data>(query, variables, user?.cookie);
  if (res.status !== 200 || res.body.errors?.length || !res.body.data)
    throw new Error(`operation failed: ${res.status} ${res.text}`);
  return res.body.data;
}

const createSong = async (user: TestUser, title: string, isPublic: boolean, group?: string) =>
  (
    await ok(
      `mutation($input: CreateSongInput!) { createSong(input: $input) { id } }`,
      {
        input: {
          title,
          language: 'english',
          isPublic,
          groupId: group ?? null,
          stanzas: [{ lyrics: `${title} lyrics` }],
        },
      },
      user,
    )
  ).createSong.id as string;

beforeAll(async () => {
  stack = await startStack({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  owner = await stack.signUp({ firstName: 'Olive', lastName: 'Owner' });
  member = await stack.signUp({ firstName: 'Mark', lastName: 'Member' });
  outsider = await stack.signUp({ firstName: 'Otto', lastName: 'Outsider' });
  groupId = (
    await ok(
      `mutation($input: CreateGroupInput!) { createGroup(input: $input) { id } }`,
      { input: { name: 'Sunday Team' } },
      owner,
    )
  ).createGroup.id;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('schedules through the gateway', () => {
  it('creates a schedule, adds songs, and composes songs, creator and usage', async () => {
    const groupSong = await createSong(owner, 'Group Song', false, groupId);
    const publicSong = await createSong(owner, 'Public Song', true, groupId);
    const schedule = (
      await ok(
        `mutation($groupId: ID!) { createSchedule(groupId: $groupId, input: { name: " Sunday Morning " }) { id name isPublic shareToken songCount } }`,
        { groupId },
        owner,
      )
    ).createSchedule;
    expect(schedule).toMatchObject({ name: 'Sunday Morning', isPublic: false, songCount: 0 });
    expect(schedule.shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const added = (
      await ok(
        `mutation($id: ID!, $songIds: [ID!]!) { addScheduleSongs(scheduleId: $id, songIds: $songIds) {
          songCount songs { order songId song { id title usageCount lastUsed } }
          creator { id firstName lastName } } }`,
        { id: schedule.id, songIds: [groupSong, publicSong] },
        owner,
      )
    ).addScheduleSongs;
    expect(added.songCount).toBe(2);
    expect(added.creator).toEqual({ id: owner.user.id, firstName: 'Olive', lastName: 'Owner' });
    expect(added.songs.map((s: Data) => [s.order, s.song.title, s.song.usageCount])).toEqual([
      [1, 'Group Song', 1],
      [2, 'Public Song', 1],
    ]);
    expect(added.songs[0].song.lastUsed).toEqual(expect.any(String));

    // The songs library carries the usage (one batched lookup in schedules).
    const library = await ok(
      `query($groupId: ID) { songs(groupId: $groupId) { title usageCount } }`,
      { groupId },
      owner,
    );
    expect(library.songs).toEqual(
      expect.arrayContaining([
        { title: 'Group Song', usageCount: 1 },
        { title: 'Public Song', usageCount: 1 },
      ]),
    );
  });

  it('shows a public shared schedule to anyone, with only the songs they may see', async () => {
    const privateSong = await createSong(owner, 'Private Song', false, groupId);
    const publicSong = await createSong(owner, 'Open Song', true, groupId);
    const { createSchedule } = await ok(
      `mutation($groupId: ID!) { createSchedule(groupId: $groupId, input: { name: "Shared", isPublic: true }) { id shareToken } }`,
      { groupId },
      owner,
    );
    await ok(
      `mutation($id: ID!, $songIds: [ID!]!) { addScheduleSongs(scheduleId: $id, songIds: $songIds) { id } }`,
      { id: createSchedule.id, songIds: [privateSong, publicSong] },
      owner,
    );
    const shared = await ok(
      `query($token: String!) { sharedSchedule(shareToken: $token) { name songs { order songId song { title } } } }`,
      { token: createSchedule.shareToken },
    );
    expect(shared.sharedSchedule).toEqual({
      name: 'Shared',
      songs: [
        { order: 1, songId: privateSong, song: null },
        { order: 2, songId: publicSong, song: { title: 'Open Song' } },
      ],
    });
  });

  it("opens a public schedule's songs, private ones included, through its share link only", async () => {
    const privateSong = (
      await ok(
        `mutation($input: CreateSongInput!) { createSong(input: $input) { id } }`,
        {
          input: {
            title: 'Hidden Hymn',
            language: 'malayalam',
            isPublic: false,
            groupId,
            stanzas: [
              {
                lyrics: 'യേശു എൻ സ്വന്തം',
                transliterations: [{ language: 'english', text: 'Yeshu en swantham' }],
              },
            ],
          },
        },
        owner,
      )
    ).createSong.id as string;
    const { createSchedule } = await ok(
      `mutation($groupId: ID!) { createSchedule(groupId: $groupId, input: { name: "Open", isPublic: true }) { id shareToken } }`,
      { groupId },
      owner,
    );
    await ok(
      `mutation($id: ID!, $songIds: [ID!]!) { addScheduleSongs(scheduleId: $id, songIds: $songIds) { id } }`,
      { id: createSchedule.id, songIds: [privateSong] },
      owner,
    );
    // As the shared page's song view asks: the opened song's entry alone (songs(songId:)).
    const song = `songId song { title } sharedSong { id title language stanzas { lyrics transliterations { language text } } }`;
    const sharedQuery = `query($token: String!, $songId: ID!) { sharedSchedule(shareToken: $token) {
      songs(songId: $songId) { ${song} } } }`;
    const link = { token: createSchedule.shareToken, songId: privateSong };
    const expected = {
      sharedSchedule: {
        songs: [
          {
            songId: privateSong,
            song: null,
            sharedSong: {
              id: privateSong,
              title: 'Hidden Hymn',
              language: 'malayalam',
              stanzas: [
                {
                  lyrics: 'യേശു എൻ സ്വന്തം',
                  transliterations: [{ language: 'english', text: 'Yeshu en swantham' }],
                },
              ],
            },
          },
        ],
      },
    };
    // Anyone holding the link, signed in or not, reads the song in full.
    expect(await ok(sharedQuery, link)).toEqual(expected);
    expect(await ok(sharedQuery, link, outsider)).toEqual(expected);
    const unknownSong = { ...link, songId: '00000000-0000-4000-8000-000000000000' };
    expect(await ok(sharedQuery, unknownSong)).toEqual({ sharedSchedule: { songs: [] } });
    // Every song of the schedule in full at once is priced as 50 and refused, before any service.
    const everySong = await stack.graphql<Data>(
      `query($token: String!) { sharedSchedule(shareToken: $token) { songs { ${song} } } }`,
      { token: createSchedule.shareToken },
    );
    expect(everySong.status).toBe(400);
    expect(everySong.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');

    // The grant that opens it never reaches a client.
    const grant = await stack.graphql<Data>(
      `query($token: String!) { sharedSchedule(shareToken: $token) { songs { songGrant } } }`,
      { token: createSchedule.shareToken },
    );
    expect(grant.status).toBe(400);
    expect(grant.body.errors?.[0]?.message).toMatch(/Cannot query field "songGrant"/);

    // Nothing else opens: not the public song detail, not the public search, not `song(id)`.
    const publicly = `query($id: ID!) { publicSong(id: $id) { id }
      searchPublicSongs(query: "Hidden Hymn") { id } }`;
    const none = { publicSong: null, searchPublicSongs: [] };
    expect(await ok(publicly, { id: privateSong })).toEqual(none);
    expect(await ok(publicly, { id: privateSong }, outsider)).toEqual(none);
    expect(
      await ok(`query($id: ID!) { song(id: $id) { id } }`, { id: privateSong }, outsider),
    ).toEqual({ song: null });

    // Once the schedule is private again, the link opens nothing, and its songs get no grant.
    await ok(
      `mutation($id: ID!) { updateSchedule(id: $id, input: { isPublic: false }) { id } }`,
      { id: createSchedule.id },
      owner,
    );
    expect(await ok(sharedQuery, link)).toEqual({
      sharedSchedule: null,
    });
    const own = await ok(
      `query($id: ID!) { schedule(id: $id) { songs { song { title } sharedSong { title } } } }`,
      { id: createSchedule.id },
      owner,
    );
    expect(own.schedule.songs).toEqual([{ song: { title: 'Hidden Hymn' }, sharedSong: null }]);
  });

  it('shows a schedule to the members of its group only; anonymous callers are refused', async () => {
    const { regenerateInvite } = await ok(
      `mutation($groupId: ID!) { regenerateInvite(groupId: $groupId) { inviteLink } }`,
      { groupId },
      owner,
    );
    const token = (regenerateInvite.inviteLink as string).split('/').pop();
    await ok(
      `mutation($token: String!) { joinGroup(token: $token) { groupName } }`,
      { token },
      member,
    );
    const { createSchedule } = await ok(
      `mutation($groupId: ID!) { createSchedule(groupId: $groupId, input: { name: "Members only" }) { id } }`,
      { groupId },
      owner,
    );
    const query = `query($id: ID!) { schedule(id: $id) { id creator { firstName lastName } } }`;
    const outside = await stack.graphql<Data>(query, { id: createSchedule.id }, outsider.cookie);
    expect(outside.body).toEqual({ data: { schedule: null } });
    const anonymous = await stack.graphql<Data>(query, { id: createSchedule.id });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await ok(query, { id: createSchedule.id }, member)).schedule).toEqual({
      id: createSchedule.id,
      creator: { firstName: 'Olive', lastName: 'Owner' },
    });
  });
});
