import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANON,
  codeOf,
  newUser,
  SCHEDULE_FIELDS,
  startSchedulesService,
  type SchedulesService,
} from '../test/harness';

let svc: SchedulesService;

beforeAll(async () => {
  svc = await startSchedulesService('schedules_schedule');
});

afterAll(async () => {
  await svc?.close();
});

const CREATE = `mutation($groupId: ID!, $input: ScheduleInput!) {
  createSchedule(groupId: $groupId, input: $input) { ${SCHEDULE_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ScheduleInput!) {
  updateSchedule(id: $id, input: $input) { ${SCHEDULE_FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteSchedule(id: $id) }`;
const ONE = `query($id: ID!) { schedule(id: $id) { ${SCHEDULE_FIELDS} } }`;
const SHARED = `query($token: String!) { sharedSchedule(shareToken: $token) { id name isPublic } }`;
const LIST = `query($groupId: ID!, $filter: ScheduleFilter, $limit: Int, $offset: Int) {
  schedules(groupId: $groupId, filter: $filter, limit: $limit, offset: $offset) { id name } }`;

describe('createSchedule', () => {
  it('creates a private, empty schedule with an unguessable share token', async () => {
    const owner = newUser();
    const groupId = svc.group(owner);
    const schedule = await svc.createSchedule(owner, groupId, { name: '  Sunday Morning  ' });
    expect(schedule).toMatchObject({
      name: 'Sunday Morning',
      isPublic: false,
      groupId,
      createdBy: owner.userId,
      creator: { id: owner.userId },
      songCount: 0,
      songs: [],
      rating: { averageRating: 0, totalVotes: 0 },
      viewerRating: null,
    });
    expect(schedule.shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(schedule.shareToken, 'base64url')).toHaveLength(32);
    expect(schedule.updatedAt).toBe(schedule.createdAt);
    const other = await svc.createSchedule(owner, groupId, { name: 'Other', isPublic: true });
    expect(other.isPublic).toBe(true);
    expect(other.shareToken).not.toBe(schedule.shareToken);
  });

  it.each([
    [{ name: '' }, 'Schedule name is required'],
    [{ name: '   ' }, 'Schedule name is required'],
    [{}, 'Schedule name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be 100 characters or less'],
  ])('refuses %j with "%s" and stores nothing', async (input, message) => {
    const owner = newUser();
    const groupId = svc.group(owner);
    const res = await svc.gql(CREATE, { groupId, input }, owner);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe(message);
    expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({ name: message });
    expect(
      await svc.rows('select 1 from "schedules"."schedules" where "group_id" = $1', [groupId]),
    ).toEqual([]);
  });

  it('accepts a name of exactly 100 characters', async () => {
    const owner = newUser();
    const name = 'n'.repeat(100);
    expect((await svc.createSchedule(owner, svc.group(owner), { name })).name).toBe(name);
  });

  it('refuses a group the caller is not in (or a malformed id) with NOT_FOUND, anonymous with UNAUTHENTICATED', async () => {
    const owner = newUser();
    const stranger = newUser();
    const groupId = svc.group(owner);
    for (const [viewer, id, code] of [
      [stranger, groupId, 'NOT_FOUND'],
      [owner, 'not-a-uuid', 'NOT_FOUND'],
      [ANON, groupId, 'UNAUTHENTICATED'],
    ] as const) {
      const res = await svc.gql(CREATE, { groupId: id, input: { name: 'X' } }, viewer);
      expect(codeOf(res)).toBe(code);
      if (code === 'NOT_FOUND') expect(res.errors?.[0]?.message).toBe('Group not found');
    }
    expect(
      await svc.rows('select 1 from "schedules"."schedules" where "group_id" = $1', [groupId]),
    ).toEqual([]);
  });
});

describe('schedule', () => {
  it('shows a schedule to every member of its group, and to nobody else', async () => {
    const owner = newUser();
    const member = newUser();
    const stranger = newUser();
    const groupId = svc.group(owner, member);
    svc.group(stranger);
    const { id } = await svc.createSchedule(owner, groupId);
    expect((await svc.ok(ONE, { id }, member)).schedule).toMatchObject({ id, groupId });
    expect((await svc.ok(ONE, { id: id.toUpperCase() }, member)).schedule.id).toBe(id);
    expect((await svc.ok(ONE, { id }, stranger)).schedule).toBeNull();
    expect((await svc.ok(ONE, { id: 'nope' }, owner)).schedule).toBeNull();
    expect((await svc.ok(ONE, { id: crypto.randomUUID() }, owner)).schedule).toBeNull();
    expect(codeOf(await svc.gql(ONE, { id }, ANON))).toBe('UNAUTHENTICATED');
    // A member who left no longer sees it.
    svc.leave(member, groupId);
    expect((await svc.ok(ONE, { id }, member)).schedule).toBeNull();
  });

  it('fails rather than answering "no groups" when groups cannot be asked', async () => {
    const owner = newUser();
    const { id } = await svc.createSchedule(owner, svc.group(owner));
    svc.neighbours.setFailing(true);
    try {
      const res = await svc.gql(ONE, { id }, owner);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    } finally {
      svc.neighbours.setFailing(false);
    }
  });
});

describe('updateSchedule', () => {
  it('lets any member rename and publish; each change sets updatedAt, the token stays', async () => {
    const owner = newUser();
    const member = newUser();
    const groupId = svc.group(owner, member);
    const created = await svc.createSchedule(owner, groupId, { name: 'Draft' });
    const renamed = (await svc.ok(UPDATE, { id: created.id, input: { name: ' Final ' } }, member))
      .updateSchedule;
    expect(renamed).toMatchObject({ name: 'Final', isPublic: false });
    expect(renamed.shareToken).toBe(created.shareToken);
    expect(renamed.createdAt).toBe(created.createdAt);
    expect(new Date(renamed.updatedAt).getTime()).toBeGreaterThan(
      new Date(created.updatedAt).getTime(),
    );
    const published = (await svc.ok(UPDATE, { id: created.id, input: { isPublic: true } }, owner))
      .updateSchedule;
    expect(published).toMatchObject({ name: 'Final', isPublic: true });
    expect(published.shareToken).toBe(created.shareToken);
    expect(new Date(published.updatedAt).getTime()).toBeGreaterThan(
      new Date(renamed.updatedAt).getTime(),
    );
    const both = (
      await svc.ok(UPDATE, { id: created.id, input: { name: 'Both', isPublic: false } }, owner)
    ).updateSchedule;
    expect(both).toMatchObject({ name: 'Both', isPublic: false });
  });

  it('refuses bad names, outsiders and anonymous callers, and changes nothing', async () => {
    const owner = newUser();
    const stranger = newUser();
    const groupId = svc.group(owner);
    const { id } = await svc.createSchedule(owner, groupId);
    const before = await svc.snapshot();

    const blank = await svc.gql(UPDATE, { id, input: { name: ' ' } }, owner);
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    expect(blank.errors?.[0]?.message).toBe('Schedule name is required');
    const long = await svc.gql(UPDATE, { id, input: { name: 'y'.repeat(101) } }, owner);
    expect(long.errors?.[0]?.message).toBe('Name must be 100 characters or less');

    // An outsider learns nothing from a validation message: NOT_FOUND comes first.
    for (const input of [{ name: 'Hijack' }, { name: '' }]) {
      const res = await svc.gql(UPDATE, { id, input }, stranger);
      expect(codeOf(res)).toBe('NOT_FOUND');
      expect(res.errors?.[0]?.message).toBe('Schedule not found');
    }
    expect(codeOf(await svc.gql(UPDATE, { id: 'bad', input: { name: 'X' } }, owner))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await svc.gql(UPDATE, { id, input: { name: 'X' } }, ANON))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await svc.snapshot()).toEqual(before);
  });
});

describe('deleteSchedule', () => {
  it('deletes a schedule with its songs and ratings, for any member', async () => {
    const owner = newUser();
    const member = newUser();
    const groupId = svc.group(owner, member);
    const { id } = await svc.createSchedule(owner, groupId);
    await svc.addSongs(owner, id, [svc.song(owner), svc.song(owner)]);
    await svc.ok(
      `mutation($id: ID!) { rateSchedule(scheduleId: $id, rating: 5) { id } }`,
      { id },
      owner,
    );
    expect((await svc.ok(DELETE, { id }, member)).deleteSchedule).toBe(true);
    expect((await svc.ok(ONE, { id }, owner)).schedule).toBeNull();
    for (const table of ['schedule_songs', 'ratings'])
      expect(
        await svc.rows(`select 1 from "schedules"."${table}" where "schedule_id" = $1`, [id]),
      ).toEqual([]);
    const again = await svc.gql(DELETE, { id }, member);
    expect(codeOf(again)).toBe('NOT_FOUND');
    expect(again.errors?.[0]?.message).toBe('Schedule not found');
  });

  it('refuses outsiders and anonymous callers and changes nothing', async () => {
    const owner = newUser();
    const stranger = newUser();
    const { id } = await svc.createSchedule(owner, svc.group(owner));
    await svc.addSongs(owner, id, [svc.song(owner)]);
    const before = await svc.snapshot();
    expect(codeOf(await svc.gql(DELETE, { id }, stranger))).toBe('NOT_FOUND');
    expect(codeOf(await svc.gql(DELETE, { id }, ANON))).toBe('UNAUTHENTICATED');
    expect(codeOf(await svc.gql(DELETE, { id: '1' }, owner))).toBe('NOT_FOUND');
    expect(await svc.snapshot()).toEqual(before);
  });
});

describe('Schedule references', () => {
  const ENTITIES = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Schedule { id name } } }`;
  const refs = (...ids: string[]) => ids.map((id) => ({ __typename: 'Schedule', id }));

  it("resolves members' schedules in one query and nothing for anyone else", async () => {
    const owner = newUser();
    const stranger = newUser();
    const groupId = svc.group(owner);
    svc.group(stranger);
    const a = await svc.createSchedule(owner, groupId, { name: 'A' });
    const b = await svc.createSchedule(owner, groupId, { name: 'B' });
    const before = svc.queries.length;
    const { _entities } = await svc.ok(
      ENTITIES,
      { r: refs(a.id, b.id.toUpperCase(), crypto.randomUUID(), 'nope') },
      owner,
    );
    expect(_entities).toEqual([{ id: a.id, name: 'A' }, { id: b.id, name: 'B' }, null, null]);
    expect(svc.queries.length - before).toBe(1);
    for (const viewer of [stranger, ANON])
      expect((await svc.ok(ENTITIES, { r: refs(a.id) }, viewer))._entities).toEqual([null]);
  });
});

describe('sharedSchedule', () => {
  it('shows a public schedule to anyone by its token, and nothing otherwise', async () => {
    const owner = newUser();
    const groupId = svc.group(owner);
    const schedule = await svc.createSchedule(owner, groupId, { name: 'Open', isPublic: true });
    const token = schedule.shareToken;
    for (const viewer of [ANON, newUser(), owner])
      expect((await svc.ok(SHARED, { token }, viewer)).sharedSchedule).toEqual({
        id: schedule.id,
        name: 'Open',
        isPublic: true,
      });
    // Private: the same link answers nothing, to anyone.
    await svc.ok(UPDATE, { id: schedule.id, input: { isPublic: false } }, owner);
    for (const viewer of [ANON, owner])
      expect((await svc.ok(SHARED, { token }, viewer)).sharedSchedule).toBeNull();
    // Unknown and malformed tokens.
    for (const other of ['', 'x', token.slice(1), `${token}a`])
      expect((await svc.ok(SHARED, { token: other }, ANON)).sharedSchedule).toBeNull();
    // Public again: the token never changed.
    await svc.ok(UPDATE, { id: schedule.id, input: { isPublic: true } }, owner);
    expect((await svc.ok(SHARED, { token }, ANON)).sharedSchedule.id).toBe(schedule.id);
  });

  it("songs(songId) answers only that song's entry, for the shared link and for members", async () => {
    const owner = newUser();
    const groupId = svc.group(owner);
    const schedule = await svc.createSchedule(owner, groupId, { name: 'Open', isPublic: true });
    const [a, b, c] = [svc.song(owner), svc.song(owner), svc.song(owner)];
    await svc.addSongs(owner, schedule.id, [a!, b!, c!]);
    const entries = `songs(songId: $songId) { order songId }`;
    const shared = `query($token: String!, $songId: ID) {
      sharedSchedule(shareToken: $token) { ${entries} } }`;
    const member = `query($id: ID!, $songId: ID) { schedule(id: $id) { ${entries} } }`;
    const sharedSongs = async (songId: string | null) =>
      (await svc.ok(shared, { token: schedule.shareToken, songId }, ANON)).sharedSchedule.songs;
    expect(await sharedSongs(b!)).toEqual([{ order: 2, songId: b }]);
    // Ids are matched whatever their case.
    expect(await sharedSongs(c!.toUpperCase())).toEqual([{ order: 3, songId: c }]);
    expect((await svc.ok(member, { id: schedule.id, songId: a }, owner)).schedule.songs).toEqual([
      { order: 1, songId: a },
    ]);
    // A song the schedule does not hold, or a malformed id: no entry. Without it: every song.
    for (const other of [svc.song(owner), 'not-a-uuid', ''])
      expect(await sharedSongs(other)).toEqual([]);
    expect((await sharedSongs(null)).map((s: { songId: string }) => s.songId)).toEqual([a, b, c]);
  });

  it('songs(limit) answers the first entries by order; a negative limit is BAD_USER_INPUT', async () => {
    const owner = newUser();
    const groupId = svc.group(owner);
    const schedule = await svc.createSchedule(owner, groupId, { name: 'Long plan' });
    const songIds = Array.from({ length: 8 }, () => svc.song(owner));
    await svc.addSongs(owner, schedule.id, songIds);
    const query = `query($groupId: ID!, $limit: Int) {
      schedules(groupId: $groupId) { songCount songs(limit: $limit) { order songId } } }`;
    const listed = async (limit: number | null) =>
      (await svc.ok(query, { groupId, limit }, owner)).schedules;
    expect(await listed(6)).toEqual([
      { songCount: 8, songs: songIds.slice(0, 6).map((songId, i) => ({ order: i + 1, songId })) },
    ]);
    expect((await listed(0))[0].songs).toEqual([]);
    expect((await listed(null))[0].songs).toHaveLength(8);
    expect((await listed(20))[0].songs).toHaveLength(8);
    const bad = await svc.gql(query, { groupId, limit: -1 }, owner);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });

  it('anonymous callers get UNAUTHENTICATED from everything else', async () => {
    const owner = newUser();
    const groupId = svc.group(owner);
    const { id } = await svc.createSchedule(owner, groupId, { name: 'Open', isPublic: true });
    for (const [query, variables] of [
      [LIST, { groupId }],
      [`query($g: ID!) { scheduleCreators(groupId: $g) { id } }`, { g: groupId }],
      [`mutation($id: ID!) { rateSchedule(scheduleId: $id, rating: 3) { id } }`, { id }],
      [
        `mutation($id: ID!, $s: ID!) { addScheduleSong(scheduleId: $id, songId: $s) { id } }`,
        { id, s: svc.publicSong() },
      ],
    ] as const) {
      expect(codeOf(await svc.gql(query, variables, ANON))).toBe('UNAUTHENTICATED');
    }
  });
});

describe('scheduleCreators', () => {
  it("lists the group's schedule creators once each, for members only", async () => {
    const [a, b, c] = [newUser(), newUser(), newUser()];
    const groupId = svc.group(a, b, c);
    await svc.createSchedule(b, groupId);
    await svc.createSchedule(a, groupId);
    await svc.createSchedule(b, groupId);
    await svc.createSchedule(a, svc.group(a));
    const query = `query($g: ID!) { scheduleCreators(groupId: $g) { id } }`;
    expect((await svc.ok(query, { g: groupId }, c)).scheduleCreators).toEqual([
      { id: b.userId },
      { id: a.userId },
    ]);
    const stranger = newUser();
    const res = await svc.gql(query, { g: groupId }, stranger);
    expect(codeOf(res)).toBe('NOT_FOUND');
    expect(res.errors?.[0]?.message).toBe('Group not found');
  });
});

describe('schedules (the list)', () => {
  it("lists the group's schedules, newest change first, a page at a time, with few queries", async () => {
    const owner = newUser();
    const member = newUser();
    const groupId = svc.group(owner, member);
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three', 'Four'])
      ids.push((await svc.createSchedule(owner, groupId, { name })).id);
    await svc.createSchedule(owner, svc.group(owner), { name: 'Elsewhere' });
    // Touching "Two" makes it the newest change.
    await svc.ok(UPDATE, { id: ids[1], input: { name: 'Two' } }, owner);
    const names = async (variables: Record<string, unknown>) =>
      (await svc.ok(LIST, { groupId, ...variables }, member)).schedules.map(
        (s: { name: string }) => s.name,
      );
    expect(await names({})).toEqual(['Two', 'Four', 'Three', 'One']);
    expect(await names({ limit: 2 })).toEqual(['Two', 'Four']);
    expect(await names({ limit: 2, offset: 2 })).toEqual(['Three', 'One']);
    expect(await names({ offset: 10 })).toEqual([]);

    // Same updatedAt: by id.
    await svc.rows(
      `update "schedules"."schedules" set "updated_at" = now() where "group_id" = $1`,
      [groupId],
    );
    const tied = (await svc.ok(LIST, { groupId }, member)).schedules.map(
      (s: { id: string }) => s.id,
    );
    expect(tied).toEqual([...ids].sort());

    // Songs, ratings and the viewer's ratings of a whole page: one query each.
    for (const id of ids) await svc.addSongs(owner, id, [svc.song(owner)]);
    const before = svc.queries.length;
    const full = await svc.ok(
      `query($groupId: ID!) { schedules(groupId: $groupId) { ${SCHEDULE_FIELDS} } }`,
      { groupId },
      member,
    );
    expect(full.schedules).toHaveLength(4);
    expect(svc.queries.length - before).toBe(4);
  });

  it('refuses a group the caller is not in, and bad paging', async () => {
    const owner = newUser();
    const groupId = svc.group(owner);
    const res = await svc.gql(LIST, { groupId }, newUser());
    expect(codeOf(res)).toBe('NOT_FOUND');
    expect(res.errors?.[0]?.message).toBe('Group not found');
    for (const [page, message] of [
      [{ limit: 0 }, 'Limit must be between 1 and 500'],
      [{ limit: 501 }, 'Limit must be between 1 and 500'],
      [{ offset: -1 }, 'Offset must be 0 or more'],
    ] as const) {
      const bad = await svc.gql(LIST, { groupId, ...page }, owner);
      expect(codeOf(bad)).toBe('BAD_USER_INPUT');
      expect(bad.errors?.[0]?.message).toBe(message);
    }
    expect((await svc.ok(LIST, { groupId, limit: 500 }, owner)).schedules).toEqual([]);
  });
});

describe('schedules filters', () => {
  const owner = newUser();
  const other = newUser();
  let groupId: string;
  const id: Record<string, string> = {};

  const names = async (filter: Record<string, unknown>) =>
    ((await svc.ok(LIST, { groupId, filter }, owner)).schedules as { name: string }[]).map(
      (s) => s.name,
    );

  const setCreatedAt = (name: string, at: string) =>
    svc.rows(`update "schedules"."schedules" set "created_at" = $1 where "id" = $2`, [
      at,
      id[name],
    ]);

  const rate = async (name: string, ratings: number[]) => {
    for (const rating of ratings) {
      const voter = newUser();
      svc.join(voter, groupId);
      await svc.ok(
        `mutation($id: ID!, $r: Int!) { rateSchedule(scheduleId: $id, rating: $r) { id } }`,
        { id: id[name], r: rating },
        voter,
      );
    }
  };

  beforeAll(async () => {
    groupId = svc.group(owner, other);
    // Created oldest first, so the list (newest change first) is Epsilon … Alpha.
    for (const [name, creator, songs] of [
      ['Alpha Morning', owner, 0],
      ['Beta 100% Praise', other, 2],
      ['Gamma morning', owner, 5],
      ['Delta Evening', other, 3],
      ['Epsilon_Night', owner, 1],
    ] as const) {
      const schedule = await svc.createSchedule(creator, groupId, { name });
      id[name] = schedule.id;
      if (songs)
        await svc.addSongs(
          creator,
          schedule.id,
          Array.from({ length: songs }, () => svc.song(creator)),
        );
    }
    await setCreatedAt('Alpha Morning', '2026-10-31T23:59:59.999Z');
    await setCreatedAt('Beta 100% Praise', '2026-11-01T00:00:00Z');
    await setCreatedAt('Gamma morning', '2026-11-15T12:00:00Z');
    await setCreatedAt('Delta Evening', '2026-11-30T23:59:59.999Z');
    await setCreatedAt('Epsilon_Night', '2026-12-01T00:00:00Z');
    await rate('Alpha Morning', [4, 4, 3]); // 3.7
    await rate('Gamma morning', [5, 4]); // 4.5
    await rate('Delta Evening', [2]); // 2.0
    await rate('Epsilon_Night', [4, 4, 4, 3, 4, 4]); // 3.8333 → 3.8
  });

  const ALL = [
    'Epsilon_Night',
    'Delta Evening',
    'Gamma morning',
    'Beta 100% Praise',
    'Alpha Morning',
  ];

  it('without filters (or with empty ones) lists them all', async () => {
    expect(await names({})).toEqual(ALL);
    expect(
      await names({
        search: '',
        dateFrom: '',
        dateTo: null,
        songCountMin: null,
        createdBy: '',
        minRating: null,
      }),
    ).toEqual(ALL);
  });

  it('search: a case-insensitive substring of the name, wildcards taken literally', async () => {
    expect(await names({ search: 'MORNING' })).toEqual(['Gamma morning', 'Alpha Morning']);
    expect(await names({ search: ' morn ' })).toEqual(['Gamma morning', 'Alpha Morning']);
    expect(await names({ search: '%' })).toEqual(['Beta 100% Praise']);
    expect(await names({ search: '_' })).toEqual(['Epsilon_Night']);
    expect(await names({ search: 'zzz' })).toEqual([]);
  });

  it('dateFrom / dateTo: on createdAt; a date-only dateTo includes that whole UTC day', async () => {
    expect(await names({ dateFrom: '2026-11-01' })).toEqual(ALL.slice(0, 4));
    expect(await names({ dateTo: '2026-11-30' })).toEqual(ALL.slice(1));
    expect(await names({ dateFrom: '2026-11-01', dateTo: '2026-11-30' })).toEqual(ALL.slice(1, 4));
    expect(await names({ dateTo: '2026-10-31' })).toEqual(['Alpha Morning']);
    expect(
      await names({ dateFrom: '2026-11-15T12:00:00Z', dateTo: '2026-11-15T12:00:00.000Z' }),
    ).toEqual(['Gamma morning']);
    // An offset is honoured; without one a date-time is UTC.
    expect(
      await names({ dateFrom: '2026-11-15T13:00:00+02:00', dateTo: '2026-11-15T12:00' }),
    ).toEqual(['Gamma morning']);
    expect(await names({ dateFrom: '2026-12-02' })).toEqual([]);
  });

  it('songCountMin / songCountMax: bounds included', async () => {
    expect(await names({ songCountMin: 2 })).toEqual([
      'Delta Evening',
      'Gamma morning',
      'Beta 100% Praise',
    ]);
    expect(await names({ songCountMax: 1 })).toEqual(['Epsilon_Night', 'Alpha Morning']);
    expect(await names({ songCountMin: 0, songCountMax: 0 })).toEqual(['Alpha Morning']);
    expect(await names({ songCountMin: 3, songCountMax: 3 })).toEqual(['Delta Evening']);
    expect(await names({ songCountMin: 4, songCountMax: 2 })).toEqual([]);
  });

  it('createdBy: one user; a malformed id matches nothing', async () => {
    expect(await names({ createdBy: other.userId })).toEqual(['Delta Evening', 'Beta 100% Praise']);
    expect(await names({ createdBy: owner.userId.toUpperCase() })).toEqual([
      'Epsilon_Night',
      'Gamma morning',
      'Alpha Morning',
    ]);
    expect(await names({ createdBy: 'someone' })).toEqual([]);
    expect(await names({ createdBy: crypto.randomUUID() })).toEqual([]);
  });

  it('minRating: on the average as shown (one decimal); unrated schedules never match', async () => {
    expect(await names({ minRating: 1 })).toEqual([
      'Epsilon_Night',
      'Delta Evening',
      'Gamma morning',
      'Alpha Morning',
    ]);
    expect(await names({ minRating: 3 })).toEqual([
      'Epsilon_Night',
      'Gamma morning',
      'Alpha Morning',
    ]);
    expect(await names({ minRating: 4 })).toEqual(['Gamma morning']);
    expect(await names({ minRating: 5 })).toEqual([]);
  });

  it('combines every filter', async () => {
    expect(
      await names({
        search: 'ing',
        dateFrom: '2026-11-01',
        dateTo: '2026-12-31',
        songCountMin: 1,
        songCountMax: 5,
        createdBy: owner.userId,
        minRating: 3,
      }),
    ).toEqual(['Gamma morning']);
    expect(await names({ createdBy: other.userId, minRating: 2, songCountMin: 3 })).toEqual([
      'Delta Evening',
    ]);
    expect(
      (await svc.ok(LIST, { groupId, filter: { minRating: 3 }, limit: 1, offset: 1 }, owner))
        .schedules,
    ).toEqual([{ id: id['Gamma morning'], name: 'Gamma morning' }]);
  });

  it.each([
    [{ dateFrom: '01/11/2026' }, 'dateFrom', 'dateFrom must be an ISO date'],
    [{ dateFrom: '2026-02-30' }, 'dateFrom', 'dateFrom must be an ISO date'],
    [{ dateTo: 'yesterday' }, 'dateTo', 'dateTo must be an ISO date'],
    [{ dateTo: '2026-11-01T25:00:00Z' }, 'dateTo', 'dateTo must be an ISO date'],
    [{ songCountMin: -1 }, 'songCountMin', 'songCountMin must be a whole number of at least 0'],
    [{ songCountMax: -3 }, 'songCountMax', 'songCountMax must be a whole number of at least 0'],
    [{ minRating: 0 }, 'minRating', 'minRating must be a whole number from 1 to 5'],
    [{ minRating: 6 }, 'minRating', 'minRating must be a whole number from 1 to 5'],
  ])('refuses %j', async (filter, field, message) => {
    const res = await svc.gql(LIST, { groupId, filter }, owner);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe(message);
    expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({ [field]: message });
  });
});
