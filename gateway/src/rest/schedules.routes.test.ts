import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack, type TestUser } from '../testing/stack';
import { storedRows } from '../testing/stored-rows';
import { BODY_NOT_OBJECT } from './groups.routes';
import {
  ADD_ORDER_MESSAGE,
  IS_PUBLIC_MESSAGE,
  MIN_RATING_MESSAGE,
  NAME_REQUIRED,
  ORDER_MESSAGE,
  RATING_MESSAGE,
  SECTION_ORDER_NOT_LIST,
  SONG_ID_REQUIRED,
  songCountMessage,
} from './schedules.routes';
import { repeatedParam } from './songs.routes';

const SCHEDULE_KEYS = [
  'averageRating',
  'createdAt',
  'createdBy',
  'creator',
  'groupId',
  'id',
  'isPublic',
  'name',
  'serviceDate',
  'serviceTimes',
  'shareToken',
  'songCount',
  'songs',
  'timeZone',
  'totalVotes',
  'updatedAt',
];
const ENTRY_KEYS = ['id', 'key', 'order', 'sectionOrder', 'song', 'songId'];
/** An entry in the list, as the card shows it (docs/schedules-api.md): its song's title only. */
const LIST_ENTRY_KEYS = ['order', 'song', 'songId'];
const UNAUTHORIZED = { message: 'Unauthorized' };
const SCHEDULE_NOT_FOUND = { message: 'Schedule not found' };
const SONG_NOT_FOUND = { message: 'Song not found' };
const GROUP_NOT_FOUND = { message: 'Group not found' };
const NOT_JSON = { message: 'Request body is not valid JSON' };
const NOT_OBJECT = { message: BODY_NOT_OBJECT, errors: { _: BODY_NOT_OBJECT } };
const DUPLICATE = { message: 'Song is already in this schedule' };
const fieldError = (field: string, message: string) => ({ message, errors: { [field]: message } });

interface Entry {
  id: string;
  order: number;
  songId: string;
  song: { id: string; title: string } | null;
}
interface Schedule {
  id: string;
  name: string;
  isPublic: boolean;
  groupId: string;
  serviceDate: string;
  serviceTimes: string[];
  shareToken: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  songCount: number;
  creator: { id: string; firstName: string | null; lastName: string | null };
  averageRating: number;
  totalVotes: number;
  songs: Entry[];
}
interface Song {
  id: string;
  title: string;
}

let stack: TestStack;
let db: pg.Client;
let owner: TestUser;
let member: TestUser;
let singer: TestUser;
let outsider: TestUser;
let choir: { id: string };
let outsiderGroup: { id: string };
/** Songs of the choir, visible to its members. */
let songs: Song[];
let outsiderPrivate: Song;
let outsiderPublic: Song;

/** Every row the schedules service owns, to assert that a refused call changed nothing. */
const { expectRefused } = storedRows(
  'schedules',
  ['ratings', 'schedule_songs', 'schedules'],
  () => stack,
);

async function createSong(user: TestUser, groupId: string, title: string, isPublic = true) {
  const res = await stack.request<Song>('POST', '/api/songs', {
    cookie: user.cookie,
    body: { title, language: 'english', groupId, isPublic, stanzas: [{ lyrics: `${title} la` }] },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function createSchedule(
  user: TestUser,
  name = `Sunday ${randomUUID().slice(0, 8)}`,
  groupId = choir.id,
  isPublic?: boolean,
) {
  const res = await stack.request<Schedule>('POST', `/api/groups/${groupId}/schedules`, {
    cookie: user.cookie,
    body: { name, isPublic },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function addSong(user: TestUser, scheduleId: string, songId: string, order?: number) {
  const res = await stack.request<Schedule>('POST', `/api/schedules/${scheduleId}/songs`, {
    cookie: user.cookie,
    body: order === undefined ? { songId } : { songId, order },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function getSchedule(user: TestUser, id: string) {
  const res = await stack.request<Schedule>('GET', `/api/schedules/${id}`, { cookie: user.cookie });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** The songs in order, checking that the orders are 1..n. */
function songIdsOf(schedule: Schedule): string[] {
  expect(schedule.songs.map((e) => e.order)).toEqual(schedule.songs.map((_, i) => i + 1));
  expect(schedule.songCount).toBe(schedule.songs.length);
  return schedule.songs.map((e) => e.songId);
}

const ids = (schedules: { id: string }[]) => schedules.map((s) => s.id);

beforeAll(async () => {
  stack = await startStack({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  // The first account of an installation is its site admin (it can make API keys).
  owner = await stack.signUp({ firstName: 'Olivia', lastName: 'Owner' });
  member = await stack.signUp({ firstName: 'Mia', lastName: 'Member' });
  singer = await stack.signUp({ firstName: 'Sam', lastName: 'Singer' });
  outsider = await stack.signUp({ firstName: 'Otto', lastName: 'Outsider' });
  choir = await stack.createGroup(owner, 'Choir');
  await stack.joinGroup(member, owner, choir.id);
  await stack.joinGroup(singer, owner, choir.id);
  outsiderGroup = await stack.createGroup(outsider, 'Outsider Band');
  songs = [];
  for (const title of ['Amazing Grace', 'Blessed Assurance', 'Come Thou Fount', 'Doxology'])
    songs.push(await createSong(owner, choir.id, title, false));
  songs.push(await createSong(member, choir.id, 'Everlasting God'));
  outsiderPrivate = await createSong(outsider, outsiderGroup.id, 'Outsider Hidden', false);
  outsiderPublic = await createSong(outsider, outsiderGroup.id, 'Outsider Shared');
});

afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

describe('POST /api/groups/:groupId/schedules', () => {
  it('creates a schedule (201) in the schedule shape: trimmed, private, empty, unrated', async () => {
    const before = Date.now();
    const res = await stack.request<Schedule>('POST', `/api/groups/${choir.id}/schedules`, {
      cookie: member.cookie,
      body: { name: '  Sunday Morning Worship ', ignored: true },
    });
    expect(res.status, res.text).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(SCHEDULE_KEYS);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Sunday Morning Worship',
      isPublic: false,
      groupId: choir.id,
      shareToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      createdBy: member.user.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      songCount: 0,
      // Issue 21: without a date, today in the group's zone (UTC by default), no times.
      serviceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      serviceTimes: [],
      timeZone: 'UTC',
      creator: { id: member.user.id, firstName: 'Mia', lastName: 'Member' },
      averageRating: 0,
      totalVotes: 0,
      songs: [],
    });
    expect(new Date(res.body.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.serviceDate).toBe(res.body.createdAt.slice(0, 10));
    expect(await getSchedule(owner, res.body.id)).toEqual(res.body);
  });

  it('takes isPublic, and gives every schedule its own share token', async () => {
    const shared = await createSchedule(owner, 'Open', choir.id, true);
    const other = await createSchedule(owner, 'Closed', choir.id, false);
    expect([shared.isPublic, other.isPublic]).toEqual([true, false]);
    expect(shared.shareToken).not.toBe(other.shareToken);
  });

  it.each([
    [{}, 'name', NAME_REQUIRED],
    [{ name: '' }, 'name', NAME_REQUIRED],
    [{ name: '   ' }, 'name', NAME_REQUIRED],
    [{ name: null }, 'name', NAME_REQUIRED],
    [{ name: 42 }, 'name', NAME_REQUIRED],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be 100 characters or less'],
    [{ name: 'ok', isPublic: 'yes' }, 'isPublic', IS_PUBLIC_MESSAGE],
  ])('answers 400 to %j with the message, creating nothing', async (body, field, message) => {
    await expectRefused(
      'POST',
      `/api/groups/${choir.id}/schedules`,
      { cookie: owner.cookie, body },
      400,
      fieldError(field, message),
    );
  });

  it('answers 400 to a body that is not a JSON object, or not JSON, creating nothing', async () => {
    const path = `/api/groups/${choir.id}/schedules`;
    for (const body of [[], ['Sunday']])
      await expectRefused('POST', path, { cookie: owner.cookie, body }, 400, NOT_OBJECT);
    for (const body of ['{"name":', '"Sunday"'])
      await expectRefused('POST', path, { cookie: owner.cookie, body }, 400, NOT_JSON);
  });

  it("refuses another group's caller (404), an anonymous caller (401) and unknown groups", async () => {
    const path = `/api/groups/${choir.id}/schedules`;
    const body = { name: 'Intruder' };
    await expectRefused('POST', path, { cookie: outsider.cookie, body }, 404, GROUP_NOT_FOUND);
    await expectRefused('POST', path, { body }, 401, UNAUTHORIZED);
    await expectRefused('POST', path, { body: { name: '' } }, 401, UNAUTHORIZED);
    for (const groupId of [randomUUID(), 'nope'])
      await expectRefused(
        'POST',
        `/api/groups/${groupId}/schedules`,
        { cookie: owner.cookie, body },
        404,
        GROUP_NOT_FOUND,
      );
  });
});

describe('GET /api/schedules/:id', () => {
  it("shows the songs in order, each with the songs API's song JSON without its creator and usage", async () => {
    const schedule = await createSchedule(owner);
    await addSong(owner, schedule.id, songs[1]!.id);
    await addSong(owner, schedule.id, songs[0]!.id);
    const res = await stack.request<Schedule>('GET', `/api/schedules/${schedule.id}`, {
      cookie: singer.cookie,
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(SCHEDULE_KEYS);
    expect(songIdsOf(res.body)).toEqual([songs[1]!.id, songs[0]!.id]);
    for (const entry of res.body.songs) {
      expect(Object.keys(entry).sort()).toEqual(ENTRY_KEYS);
      const song = await stack.request('GET', `/api/songs/${entry.songId}`, {
        cookie: singer.cookie,
      });
      const { creator, usageCount, lastUsed, ...withoutCreator } = song.body as Record<
        string,
        unknown
      >;
      expect(creator).toEqual(expect.objectContaining({ id: owner.user.id }));
      expect(usageCount).toBeGreaterThanOrEqual(1);
      expect(lastUsed).toEqual(expect.any(String));
      expect(entry.song).toEqual(withoutCreator);
      expect(entry.song).toMatchObject({ stanzas: [expect.objectContaining({ position: 1 })] });
    }
    expect(res.body.songs[0]!.id).not.toBe(res.body.songs[1]!.id);
  });

  it('shows a song the caller may no longer see as null', async () => {
    const song = await createSong(outsider, outsiderGroup.id, 'Soon Hidden');
    const schedule = await createSchedule(member);
    await addSong(member, schedule.id, song.id);
    await db.query('update songs.songs set is_public = false where id = $1', [song.id]);
    const res = await getSchedule(member, schedule.id);
    expect(res.songs).toEqual([
      {
        id: expect.any(String),
        order: 1,
        songId: song.id,
        key: null,
        sectionOrder: null,
        song: null,
      },
    ]);
    expect(res.songCount).toBe(1);
  });

  it('answers 404 to a non-member and for unknown or malformed ids, 401 to an anonymous caller', async () => {
    const schedule = await createSchedule(owner);
    for (const [cookie, id] of [
      [outsider.cookie, schedule.id],
      [owner.cookie, randomUUID()],
      [owner.cookie, 'nope'],
    ]) {
      const res = await stack.request('GET', `/api/schedules/${id}`, { cookie });
      expect({ status: res.status, body: res.body }).toEqual({
        status: 404,
        body: SCHEDULE_NOT_FOUND,
      });
    }
    const anon = await stack.request('GET', `/api/schedules/${schedule.id}`);
    expect({ status: anon.status, body: anon.body }).toEqual({ status: 401, body: UNAUTHORIZED });
  });
});

describe('PATCH /api/schedules/:id', () => {
  it('lets a member who is not the creator rename it and make it public, moving updatedAt', async () => {
    const schedule = await createSchedule(owner, 'Draft');
    await new Promise((r) => setTimeout(r, 5));
    const res = await stack.request<Schedule>('PATCH', `/api/schedules/${schedule.id}`, {
      cookie: member.cookie,
      body: { name: '  Easter Sunday ', isPublic: true },
    });
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(SCHEDULE_KEYS);
    expect(res.body).toEqual({
      ...schedule,
      name: 'Easter Sunday',
      isPublic: true,
      updatedAt: expect.any(String),
    });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThan(
      new Date(schedule.updatedAt).getTime(),
    );
    // Absent fields are kept.
    const privateAgain = await stack.request<Schedule>('PATCH', `/api/schedules/${schedule.id}`, {
      cookie: singer.cookie,
      body: { isPublic: false },
    });
    expect(privateAgain.body).toMatchObject({ name: 'Easter Sunday', isPublic: false });
    const renamed = await stack.request<Schedule>('PATCH', `/api/schedules/${schedule.id}`, {
      cookie: owner.cookie,
      body: { name: 'Easter' },
    });
    expect(renamed.body).toMatchObject({ name: 'Easter', isPublic: false });
  });

  it.each([
    [{ name: '' }, 'name', NAME_REQUIRED],
    [{ name: '  ' }, 'name', NAME_REQUIRED],
    [{ name: 42 }, 'name', NAME_REQUIRED],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be 100 characters or less'],
    [{ isPublic: 'true' }, 'isPublic', IS_PUBLIC_MESSAGE],
    [{ isPublic: 1 }, 'isPublic', IS_PUBLIC_MESSAGE],
  ])('answers 400 to %j with the message, changing nothing', async (body, field, message) => {
    const schedule = await createSchedule(owner);
    await expectRefused(
      'PATCH',
      `/api/schedules/${schedule.id}`,
      { cookie: owner.cookie, body },
      400,
      fieldError(field, message),
    );
  });

  it('answers 400 to a body that is not a JSON object or not JSON; 404 and 401 to others', async () => {
    const schedule = await createSchedule(owner);
    const path = `/api/schedules/${schedule.id}`;
    await expectRefused('PATCH', path, { cookie: owner.cookie, body: [] }, 400, NOT_OBJECT);
    await expectRefused('PATCH', path, { cookie: owner.cookie, body: '{"name"' }, 400, NOT_JSON);
    const body = { name: 'Taken over' };
    await expectRefused('PATCH', path, { cookie: outsider.cookie, body }, 404, SCHEDULE_NOT_FOUND);
    await expectRefused('PATCH', path, { body }, 401, UNAUTHORIZED);
    for (const id of [randomUUID(), 'nope'])
      await expectRefused(
        'PATCH',
        `/api/schedules/${id}`,
        { cookie: owner.cookie, body },
        404,
        SCHEDULE_NOT_FOUND,
      );
  });
});

describe('DELETE /api/schedules/:id', () => {
  it('lets a member who is not the creator delete it (204) with its songs and ratings', async () => {
    const schedule = await createSchedule(owner);
    await addSong(owner, schedule.id, songs[0]!.id);
    await stack.request('POST', `/api/schedules/${schedule.id}/rate`, {
      cookie: owner.cookie,
      body: { rating: 4 },
    });
    const res = await stack.request('DELETE', `/api/schedules/${schedule.id}`, {
      cookie: singer.cookie,
    });
    expect({ status: res.status, text: res.text }).toEqual({ status: 204, text: '' });
    const gone = await stack.request('GET', `/api/schedules/${schedule.id}`, {
      cookie: owner.cookie,
    });
    expect({ status: gone.status, body: gone.body }).toEqual({
      status: 404,
      body: SCHEDULE_NOT_FOUND,
    });
    for (const table of ['schedule_songs', 'ratings']) {
      const left = await db.query(`select 1 from schedules.${table} where schedule_id = $1`, [
        schedule.id,
      ]);
      expect(left.rowCount).toBe(0);
    }
  });

  it('answers 404 to a non-member and unknown ids, 401 to an anonymous caller, deleting nothing', async () => {
    const schedule = await createSchedule(owner);
    const path = `/api/schedules/${schedule.id}`;
    await expectRefused('DELETE', path, { cookie: outsider.cookie }, 404, SCHEDULE_NOT_FOUND);
    await expectRefused('DELETE', path, {}, 401, UNAUTHORIZED);
    for (const id of [randomUUID(), 'nope'])
      await expectRefused(
        'DELETE',
        `/api/schedules/${id}`,
        { cookie: owner.cookie },
        404,
        SCHEDULE_NOT_FOUND,
      );
  });
});

describe('GET /api/schedules/share/:shareToken', () => {
  it('shows a public schedule to anyone, and nothing once it is private', async () => {
    const schedule = await createSchedule(owner, 'Shared Sunday', choir.id, true);
    await addSong(owner, schedule.id, songs[4]!.id);
    const detail = await getSchedule(owner, schedule.id);
    for (const cookie of [undefined, outsider.cookie, member.cookie]) {
      const res = await stack.request<Schedule>(
        'GET',
        `/api/schedules/share/${schedule.shareToken}`,
        { cookie },
      );
      expect(res.status, res.text).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(SCHEDULE_KEYS);
      expect(res.body).toMatchObject({ id: schedule.id, name: 'Shared Sunday', songCount: 1 });
      expect(res.body.songs).toEqual([
        {
          id: detail.songs[0]!.id,
          order: 1,
          songId: songs[4]!.id,
          key: null,
          sectionOrder: null,
          song: expect.any(Object),
        },
      ]);
      expect(res.body.songs[0]!.song).toMatchObject({ id: songs[4]!.id, title: 'Everlasting God' });
    }
    await stack.request('PATCH', `/api/schedules/${schedule.id}`, {
      cookie: member.cookie,
      body: { isPublic: false },
    });
    for (const cookie of [undefined, outsider.cookie, member.cookie]) {
      const res = await stack.request('GET', `/api/schedules/share/${schedule.shareToken}`, {
        cookie,
      });
      expect({ status: res.status, body: res.body }).toEqual({
        status: 404,
        body: SCHEDULE_NOT_FOUND,
      });
    }
  });

  it('answers 404 for unknown tokens', async () => {
    for (const token of ['A'.repeat(43), 'nope', randomUUID()]) {
      const res = await stack.request('GET', `/api/schedules/share/${token}`);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 404,
        body: SCHEDULE_NOT_FOUND,
      });
    }
  });
});

describe('songs of a schedule', () => {
  it('adds at an order (inserting there), appends without one or beyond the end (201)', async () => {
    const [a, b, c, d, e] = songs.map((s) => s.id);
    const schedule = await createSchedule(owner);
    let res = await addSong(owner, schedule.id, a!);
    expect(Object.keys(res).sort()).toEqual(SCHEDULE_KEYS);
    expect(songIdsOf(res)).toEqual([a]);
    expect(Object.keys(res.songs[0]!).sort()).toEqual(ENTRY_KEYS);
    expect(res.songs[0]!.song).toMatchObject({ id: a, title: 'Amazing Grace' });
    res = await addSong(member, schedule.id, b!);
    expect(songIdsOf(res)).toEqual([a, b]);
    res = await addSong(member, schedule.id, c!, 1);
    expect(songIdsOf(res)).toEqual([c, a, b]);
    res = await addSong(singer, schedule.id, d!, 99);
    expect(songIdsOf(res)).toEqual([c, a, b, d]);
    res = await addSong(owner, schedule.id, e!, 2);
    expect(songIdsOf(res)).toEqual([c, e, a, b, d]);
    res = await addSong(owner, schedule.id, outsiderPublic.id, 6);
    expect(songIdsOf(res)).toEqual([c, e, a, b, d, outsiderPublic.id]);
    // A huge order is an append too (past GraphQL's 32-bit Int).
    const other = await createSchedule(owner);
    await addSong(owner, other.id, a!);
    expect(songIdsOf(await addSong(owner, other.id, b!, 1e12))).toEqual([a, b]);
    expect(await getSchedule(member, schedule.id)).toEqual(res);
  });

  it('keeps 1..n when a client adds consecutive orders in parallel', async () => {
    const schedule = await createSchedule(owner);
    const results = await Promise.all(
      songs.map((song, i) =>
        stack.request('POST', `/api/schedules/${schedule.id}/songs`, {
          cookie: member.cookie,
          body: { songId: song.id, order: i + 1 },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(songs.map(() => 201));
    const final = await getSchedule(owner, schedule.id);
    expect(songIdsOf(final).sort()).toEqual(songs.map((s) => s.id).sort());
  });

  it('moves a song (200), shifting the songs between; removes one (200), closing the gap', async () => {
    const [a, b, c, d, e] = songs.map((s) => s.id);
    const schedule = await createSchedule(owner);
    for (const id of [a, b, c, d, e]) await addSong(owner, schedule.id, id!);
    const move = async (songId: string, order: number, user = member) => {
      const res = await stack.request<Schedule>(
        'PATCH',
        `/api/schedules/${schedule.id}/songs/${songId}`,
        { cookie: user.cookie, body: { order } },
      );
      expect(res.status, res.text).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(SCHEDULE_KEYS);
      return songIdsOf(res.body);
    };
    expect(await move(d!, 1)).toEqual([d, a, b, c, e]);
    expect(await move(d!, 5, singer)).toEqual([a, b, c, e, d]);
    // Move up = order − 1 (spec §4).
    expect(await move(c!, 2)).toEqual([a, c, b, e, d]);
    expect(await move(a!, 3, owner)).toEqual([c, b, a, e, d]);
    expect(await move(a!, 3)).toEqual([c, b, a, e, d]);

    const before = await getSchedule(owner, schedule.id);
    await new Promise((r) => setTimeout(r, 5));
    const removed = await stack.request<Schedule>(
      'DELETE',
      `/api/schedules/${schedule.id}/songs/${b}`,
      { cookie: singer.cookie },
    );
    expect(removed.status, removed.text).toBe(200);
    expect(Object.keys(removed.body).sort()).toEqual(SCHEDULE_KEYS);
    expect(songIdsOf(removed.body)).toEqual([c, a, e, d]);
    expect(new Date(removed.body.updatedAt).getTime()).toBeGreaterThan(
      new Date(before.updatedAt).getTime(),
    );
    const rows = await db.query<{ song_id: string; order: number }>(
      `select song_id, "order" from schedules.schedule_songs where schedule_id = $1 order by 2`,
      [schedule.id],
    );
    expect(rows.rows.map((r) => [r.order, r.song_id])).toEqual(
      [c, a, e, d].map((id, i) => [i + 1, id]),
    );
  });

  describe('bad input, changing nothing', () => {
    let schedule: Schedule;
    beforeAll(async () => {
      schedule = await createSchedule(owner);
      for (const song of songs.slice(0, 3)) await addSong(owner, schedule.id, song.id);
    });

    it.each([
      [{ order: 0 }, 'order', ADD_ORDER_MESSAGE],
      [{ order: -1 }, 'order', ADD_ORDER_MESSAGE],
      [{ order: -1e12 }, 'order', ADD_ORDER_MESSAGE],
      [{ order: 1.5 }, 'order', ADD_ORDER_MESSAGE],
      [{ order: '2' }, 'order', ADD_ORDER_MESSAGE],
      [{ order: true }, 'order', ADD_ORDER_MESSAGE],
      [{ songId: undefined }, 'songId', SONG_ID_REQUIRED],
      [{ songId: 5 }, 'songId', SONG_ID_REQUIRED],
    ])('adding %j is a 400 with the message', async (overrides, field, message) => {
      await expectRefused(
        'POST',
        `/api/schedules/${schedule.id}/songs`,
        { cookie: member.cookie, body: { songId: songs[4]!.id, ...overrides } },
        400,
        fieldError(field, message),
      );
    });

    it('adding an unknown, malformed or hidden song is a 404; a song already there a 409', async () => {
      const path = `/api/schedules/${schedule.id}/songs`;
      for (const songId of [randomUUID(), 'nope', outsiderPrivate.id])
        await expectRefused(
          'POST',
          path,
          { cookie: member.cookie, body: { songId } },
          404,
          SONG_NOT_FOUND,
        );
      for (const order of [undefined, 1])
        await expectRefused(
          'POST',
          path,
          { cookie: member.cookie, body: { songId: songs[1]!.id, order } },
          409,
          DUPLICATE,
        );
    });

    it('adding with a body that is not an object or not JSON is a 400', async () => {
      const path = `/api/schedules/${schedule.id}/songs`;
      await expectRefused('POST', path, { cookie: member.cookie, body: [] }, 400, NOT_OBJECT);
      await expectRefused('POST', path, { cookie: member.cookie, body: '{"so' }, 400, NOT_JSON);
    });

    it.each([
      [{ order: 0 }, 'Order must be between 1 and 3'],
      [{ order: -1 }, 'Order must be between 1 and 3'],
      [{ order: 4 }, 'Order must be between 1 and 3'],
      [{ order: 1e12 }, 'Order must be between 1 and 3'],
      [{ order: 1.5 }, ORDER_MESSAGE],
      [{ order: '2' }, ORDER_MESSAGE],
    ])('moving with %j is a 400 with the message', async (body, message) => {
      await expectRefused(
        'PATCH',
        `/api/schedules/${schedule.id}/songs/${songs[0]!.id}`,
        { cookie: member.cookie, body },
        400,
        fieldError('order', message),
      );
    });

    it('moving or removing a song that is not in the schedule is a 404; bad bodies are 400', async () => {
      for (const songId of [songs[4]!.id, randomUUID(), 'nope']) {
        await expectRefused(
          'PATCH',
          `/api/schedules/${schedule.id}/songs/${songId}`,
          { cookie: member.cookie, body: { order: 1 } },
          404,
          SONG_NOT_FOUND,
        );
        await expectRefused(
          'DELETE',
          `/api/schedules/${schedule.id}/songs/${songId}`,
          { cookie: member.cookie },
          404,
          SONG_NOT_FOUND,
        );
      }
      const path = `/api/schedules/${schedule.id}/songs/${songs[0]!.id}`;
      await expectRefused('PATCH', path, { cookie: member.cookie, body: [1] }, 400, NOT_OBJECT);
      await expectRefused('PATCH', path, { cookie: member.cookie, body: '{' }, 400, NOT_JSON);
    });

    it('refuses a non-member (404) and an anonymous caller (401) on every song route', async () => {
      const entry = `/api/schedules/${schedule.id}/songs/${songs[0]!.id}`;
      const calls: [string, string, unknown][] = [
        ['POST', `/api/schedules/${schedule.id}/songs`, { songId: outsiderPublic.id }],
        ['PATCH', entry, { order: 2 }],
        ['DELETE', entry, undefined],
      ];
      for (const [method, path, body] of calls) {
        await expectRefused(
          method,
          path,
          { cookie: outsider.cookie, body },
          404,
          SCHEDULE_NOT_FOUND,
        );
        await expectRefused(method, path, { body }, 401, UNAUTHORIZED);
      }
      for (const id of [randomUUID(), 'nope'])
        await expectRefused(
          'POST',
          `/api/schedules/${id}/songs`,
          { cookie: owner.cookie, body: { songId: songs[4]!.id } },
          404,
          SCHEDULE_NOT_FOUND,
        );
    });
  });
});

describe('an arrangement per entry (sectionOrder, issue 20)', () => {
  const RANGE = 'Section order must be at most 100 stanza numbers, each from 1 to 100';
  let schedule: Schedule;
  let entry: string;
  beforeAll(async () => {
    schedule = await createSchedule(owner, 'Arranged Sunday', choir.id, true);
    for (const song of songs.slice(0, 2)) await addSong(owner, schedule.id, song.id);
    entry = `/api/schedules/${schedule.id}/songs/${songs[1]!.id}`;
  });
  const sectionOrders = (body: Schedule) =>
    body.songs.map((e) => (e as Entry & { sectionOrder: number[] | null }).sectionOrder);

  it('lets a member who is not the creator arrange an entry, shown in the detail and the share view; [] or null clears; absent keeps', async () => {
    const res = await stack.request<Schedule>('PATCH', entry, {
      cookie: member.cookie,
      body: { sectionOrder: [1, 2, 2, 1] },
    });
    expect(res.status, res.text).toBe(200);
    expect(sectionOrders(res.body)).toEqual([null, [1, 2, 2, 1]]);
    expect(sectionOrders(await getSchedule(singer, schedule.id))).toEqual([null, [1, 2, 2, 1]]);
    // The congregation's shared view reads it, whoever asks.
    for (const cookie of [undefined, outsider.cookie]) {
      const shared = await stack.request<Schedule>(
        'GET',
        `/api/schedules/share/${schedule.shareToken}`,
        { cookie },
      );
      expect(shared.status, shared.text).toBe(200);
      expect(sectionOrders(shared.body)).toEqual([null, [1, 2, 2, 1]]);
    }
    // A move or a key without sectionOrder keeps it.
    const moved = await stack.request<Schedule>('PATCH', entry, {
      cookie: member.cookie,
      body: { order: 1, key: 'A' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(sectionOrders(moved.body)).toEqual([[1, 2, 2, 1], null]);
    for (const cleared of [[], null]) {
      const res = await stack.request<Schedule>('PATCH', entry, {
        cookie: member.cookie,
        body: { sectionOrder: cleared },
      });
      expect(res.status, res.text).toBe(200);
      expect(sectionOrders(res.body)).toEqual([null, null]);
      await stack.request('PATCH', entry, { cookie: member.cookie, body: { sectionOrder: [2] } });
    }
    const stored = await stack.sql(
      `select "section_order" from "schedules"."schedule_songs" where "schedule_id" = $1 order by "order"`,
      [schedule.id],
    );
    expect(stored).toEqual([{ section_order: [2] }, { section_order: null }]);
  });

  it.each([
    [{ sectionOrder: [0] }, RANGE],
    [{ sectionOrder: [1, 101] }, RANGE],
    [{ sectionOrder: [1e12] }, RANGE],
    [{ sectionOrder: Array.from({ length: 101 }, () => 1) }, RANGE],
    [{ sectionOrder: [1.5] }, SECTION_ORDER_NOT_LIST],
    [{ sectionOrder: ['1'] }, SECTION_ORDER_NOT_LIST],
    [{ sectionOrder: '1,2' }, SECTION_ORDER_NOT_LIST],
    [{ sectionOrder: { 0: 1 } }, SECTION_ORDER_NOT_LIST],
  ])('arranging with %j is a 400 with the message, changing nothing', async (body, message) => {
    await expectRefused(
      'PATCH',
      entry,
      { cookie: member.cookie, body },
      400,
      fieldError('sectionOrder', message),
    );
  });

  it('refuses a non-member (404), an anonymous caller and a share-link holder (401), changing nothing', async () => {
    const body = { sectionOrder: [1] };
    await expectRefused('PATCH', entry, { cookie: outsider.cookie, body }, 404, SCHEDULE_NOT_FOUND);
    await expectRefused('PATCH', entry, { body }, 401, UNAUTHORIZED);
    // The share link reads; it changes nothing, there is no route through it that writes.
    await expectRefused(
      'PATCH',
      `/api/schedules/share/${schedule.shareToken}/songs/${songs[1]!.id}`,
      { body },
      404,
      {
        message: `No route for PATCH /api/schedules/share/${schedule.shareToken}/songs/${songs[1]!.id}`,
      },
    );
  });
});

describe('ratings', () => {
  let schedule: Schedule;
  beforeAll(async () => {
    schedule = await createSchedule(owner);
  });

  const rate = async (user: TestUser, rating: number) => {
    const res = await stack.request('POST', `/api/schedules/${schedule.id}/rate`, {
      cookie: user.cookie,
      body: { rating },
    });
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['averageRating', 'rating', 'totalVotes']);
    return res.body;
  };
  const figures = async (user: TestUser) => {
    const rating = await stack.request('GET', `/api/schedules/${schedule.id}/rating`, {
      cookie: user.cookie,
    });
    const mine = await stack.request('GET', `/api/schedules/${schedule.id}/user-rating`, {
      cookie: user.cookie,
    });
    expect([rating.status, mine.status]).toEqual([200, 200]);
    expect(Object.keys(rating.body).sort()).toEqual(['averageRating', 'totalVotes']);
    expect(Object.keys(mine.body)).toEqual(['rating']);
    return { ...rating.body, mine: mine.body.rating };
  };

  it('starts unrated, averages every member to one decimal, and replaces a second rating', async () => {
    expect(await figures(member)).toEqual({ averageRating: 0, totalVotes: 0, mine: null });
    expect(await rate(owner, 5)).toEqual({ rating: 5, averageRating: 5, totalVotes: 1 });
    expect(await rate(member, 4)).toEqual({ rating: 4, averageRating: 4.5, totalVotes: 2 });
    expect(await rate(singer, 4)).toEqual({ rating: 4, averageRating: 4.3, totalVotes: 3 });
    expect(await figures(member)).toEqual({ averageRating: 4.3, totalVotes: 3, mine: 4 });
    expect(await rate(member, 2)).toEqual({ rating: 2, averageRating: 3.7, totalVotes: 3 });
    expect(await figures(owner)).toEqual({ averageRating: 3.7, totalVotes: 3, mine: 5 });
    expect(await figures(member)).toEqual({ averageRating: 3.7, totalVotes: 3, mine: 2 });
    // The schedule JSON carries the same figures; rating does not touch updatedAt.
    const detail = await getSchedule(singer, schedule.id);
    expect(detail).toMatchObject({ averageRating: 3.7, totalVotes: 3 });
    expect(detail.updatedAt).toBe(schedule.updatedAt);
  });

  it.each([[0], [6], [4.5], ['4'], [null], [undefined]])(
    'answers 400 to a rating of %j, changing nothing',
    async (rating) => {
      await expectRefused(
        'POST',
        `/api/schedules/${schedule.id}/rate`,
        { cookie: member.cookie, body: { rating } },
        400,
        fieldError('rating', RATING_MESSAGE),
      );
    },
  );

  it('answers 400 to a body that is not an object or not JSON', async () => {
    const path = `/api/schedules/${schedule.id}/rate`;
    await expectRefused('POST', path, { cookie: member.cookie, body: [5] }, 400, NOT_OBJECT);
    await expectRefused('POST', path, { cookie: member.cookie, body: '{"rating":' }, 400, NOT_JSON);
  });

  it('refuses a non-member (404) and an anonymous caller (401) on every rating route', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', `/api/schedules/${schedule.id}/rate`, { rating: 1 }],
      ['GET', `/api/schedules/${schedule.id}/rating`, undefined],
      ['GET', `/api/schedules/${schedule.id}/user-rating`, undefined],
    ];
    for (const [method, path, body] of calls) {
      await expectRefused(method, path, { cookie: outsider.cookie, body }, 404, SCHEDULE_NOT_FOUND);
      await expectRefused(method, path, { body }, 401, UNAUTHORIZED);
    }
    for (const id of [randomUUID(), 'nope'])
      await expectRefused(
        'POST',
        `/api/schedules/${id}/rate`,
        { cookie: owner.cookie, body: { rating: 3 } },
        404,
        SCHEDULE_NOT_FOUND,
      );
  });
});

describe('GET /api/groups/:groupId/schedules', () => {
  let group: { id: string };
  /** january: owner, 3 songs, rated 5 and 4; february: member, 1 song, rated 2;
   *  lateFebruary: owner, no songs, unrated; march: member, 5 songs, rated 3. */
  let january: Schedule;
  let february: Schedule;
  let lateFebruary: Schedule;
  let march: Schedule;

  const list = (query: string, user: TestUser | null = member) =>
    stack.request<Schedule[]>('GET', `/api/groups/${group.id}/schedules?${query}`, {
      cookie: user?.cookie,
    });
  const listed = async (query: string) => {
    const res = await list(query);
    expect(res.status, res.text).toBe(200);
    return ids(res.body);
  };

  beforeAll(async () => {
    group = await stack.createGroup(owner, 'Filters');
    await stack.joinGroup(member, owner, group.id);
    const groupSongs: Song[] = [];
    for (let i = 0; i < 5; i++)
      groupSongs.push(await createSong(owner, group.id, `Filter song ${i}`, false));
    const make = async (
      user: TestUser,
      name: string,
      count: number,
      createdAt: string,
      ratings: [TestUser, number][],
    ) => {
      const schedule = await createSchedule(user, name, group.id);
      for (const song of groupSongs.slice(0, count)) await addSong(user, schedule.id, song.id);
      for (const [rater, rating] of ratings)
        await stack.request('POST', `/api/schedules/${schedule.id}/rate`, {
          cookie: rater.cookie,
          body: { rating },
        });
      await db.query('update schedules.schedules set created_at = $2 where id = $1', [
        schedule.id,
        createdAt,
      ]);
      return schedule;
    };
    january = await make(owner, 'January Praise', 3, '2026-01-10T09:00:00Z', [
      [owner, 5],
      [member, 4],
    ]);
    february = await make(member, 'February Worship', 1, '2026-02-15T10:00:00Z', [[owner, 2]]);
    lateFebruary = await make(owner, 'Late February night', 0, '2026-02-15T23:30:00Z', []);
    march = await make(member, 'March Praise', 5, '2026-03-20T09:00:00Z', [[member, 3]]);
  });

  it('lists the group schedules, last updated first, as their cards show them', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([march.id, lateFebruary.id, february.id, january.id]);
    for (const schedule of res.body) {
      expect(Object.keys(schedule).sort()).toEqual(SCHEDULE_KEYS);
      for (const entry of schedule.songs) {
        expect(Object.keys(entry).sort()).toEqual(LIST_ENTRY_KEYS);
        expect(Object.keys(entry.song!)).toEqual(['title']);
      }
    }
    const first = res.body.find((s) => s.id === january.id)!;
    expect(first).toMatchObject({
      name: 'January Praise',
      createdAt: '2026-01-10T09:00:00.000Z',
      songCount: 3,
      averageRating: 4.5,
      totalVotes: 2,
      creator: { id: owner.user.id, firstName: 'Olivia', lastName: 'Owner' },
    });
    expect(songIdsOf(first)).toHaveLength(3);
    // The detail, with each entry cut down to its order, song id and title.
    const detail = await getSchedule(member, january.id);
    expect(first).toEqual({
      ...detail,
      songs: detail.songs.map(({ order, songId, song }) => ({
        order,
        songId,
        song: { title: song!.title },
      })),
    });
    expect(first.songs.map((entry) => entry.song!.title)).toEqual([
      'Filter song 0',
      'Filter song 1',
      'Filter song 2',
    ]);
  });

  it("carries a schedule's first 6 songs by order; songCount and the detail have them all", async () => {
    const longGroup = await stack.createGroup(owner, 'Long plans');
    const schedule = await createSchedule(owner, 'Long Sunday', longGroup.id);
    const titles = Array.from({ length: 8 }, (_, i) => `Long song ${i + 1}`);
    for (const title of titles)
      await addSong(owner, schedule.id, (await createSong(owner, longGroup.id, title)).id);
    const res = await stack.request<Schedule[]>('GET', `/api/groups/${longGroup.id}/schedules`, {
      cookie: owner.cookie,
    });
    expect(res.status, res.text).toBe(200);
    const [card] = res.body;
    expect(card!.songCount).toBe(8);
    expect(card!.songs.map((entry) => [entry.order, entry.song!.title])).toEqual(
      titles.slice(0, 6).map((title, i) => [i + 1, title]),
    );
    expect((await getSchedule(owner, schedule.id)).songs).toHaveLength(8);
  });

  it.each([
    ['dateFrom=2026-02-01', () => [march, lateFebruary, february]],
    ['dateTo=2026-02-15', () => [lateFebruary, february, january]],
    ['dateTo=2026-02-15T12:00:00Z', () => [february, january]],
    ['dateTo=2026-02-15T12:00Z', () => [february, january]],
    // 15:00 at +05:00 is 10:00 UTC, February's own time (the bound is inclusive).
    ['dateTo=2026-02-15T15:00:00%2B05:00', () => [february, january]],
    ['dateTo=2026-02-15T09:59:59.999Z', () => [january]],
    ['dateFrom=2026-02-15T11:00:00.000Z&dateTo=2026-03-01', () => [lateFebruary]],
    ['songCountMin=3', () => [march, january]],
    ['songCountMax=1', () => [lateFebruary, february]],
    ['songCountMin=1&songCountMax=3', () => [february, january]],
    ['songCountMin=0', () => [march, lateFebruary, february, january]],
    ['minRating=4', () => [january]],
    ['minRating=3', () => [march, january]],
    ['minRating=1', () => [march, february, january]],
    ['search=FEBRUARY', () => [lateFebruary, february]],
    ['search=praise&songCountMin=4', () => [march]],
    [
      'dateFrom=2026-01-01&dateTo=2026-03-31&songCountMin=1&songCountMax=5&minRating=3',
      () => [march, january],
    ],
  ])('filters by %s', async (query, expected) => {
    expect(await listed(query)).toEqual(ids(expected()));
  });

  it('filters by creator, and a malformed or unknown creator matches nothing', async () => {
    expect(await listed(`createdBy=${member.user.id}`)).toEqual([march.id, february.id]);
    expect(
      await listed(
        `dateFrom=2026-01-01&dateTo=2026-03-31&songCountMin=1&songCountMax=5&createdBy=${owner.user.id}&minRating=4`,
      ),
    ).toEqual([january.id]);
    for (const createdBy of [randomUUID(), 'nope'])
      expect(await listed(`createdBy=${createdBy}`)).toEqual([]);
  });

  it('takes an empty value as no bound', async () => {
    const all = [march.id, lateFebruary.id, february.id, january.id];
    const empty =
      'dateFrom=&dateTo=&songCountMin=&songCountMax=&createdBy=&minRating=&search=&limit=&offset=';
    expect(await listed(empty)).toEqual(all);
    expect(await listed('songCountMin=&songCountMax=1')).toEqual([lateFebruary.id, february.id]);
  });

  it('pages with limit and offset', async () => {
    expect(await listed('limit=2')).toEqual([march.id, lateFebruary.id]);
    expect(await listed('limit=2&offset=2')).toEqual([february.id, january.id]);
    expect(await listed('offset=3')).toEqual([january.id]);
  });

  it.each([
    ['dateFrom=yesterday', 'dateFrom', 'dateFrom must be an ISO date'],
    ['dateFrom=2026-13-45', 'dateFrom', 'dateFrom must be an ISO date'],
    ['dateTo=15/02/2026', 'dateTo', 'dateTo must be an ISO date'],
    ['songCountMin=-1', 'songCountMin', songCountMessage('songCountMin')],
    ['songCountMin=1.5', 'songCountMin', songCountMessage('songCountMin')],
    ['songCountMax=many', 'songCountMax', songCountMessage('songCountMax')],
    ['minRating=0', 'minRating', MIN_RATING_MESSAGE],
    ['minRating=6', 'minRating', MIN_RATING_MESSAGE],
    ['minRating=4.5', 'minRating', MIN_RATING_MESSAGE],
    ['limit=ten', 'limit', 'Query parameter "limit" must be a whole number'],
    ['offset=-1', 'offset', 'Query parameter "offset" must be a whole number'],
    ['minRating=1&minRating=2', 'minRating', repeatedParam('minRating')],
    ['dateFrom=2026-01-01&dateFrom=', 'dateFrom', repeatedParam('dateFrom')],
    ['search=a&search=b', 'search', repeatedParam('search')],
  ])('answers 400 to %s', async (query, field, message) => {
    const res = await list(query);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: fieldError(field, message),
    });
  });

  it('answers 404 to a non-member and for unknown groups, 401 to an anonymous caller', async () => {
    for (const [user, groupId] of [
      [outsider, group.id],
      [owner, randomUUID()],
      [owner, 'nope'],
    ] as const) {
      const res = await stack.request('GET', `/api/groups/${groupId}/schedules`, {
        cookie: user.cookie,
      });
      expect({ status: res.status, body: res.body }).toEqual({
        status: 404,
        body: GROUP_NOT_FOUND,
      });
    }
    const anon = await list('', null);
    expect({ status: anon.status, body: anon.body }).toEqual({ status: 401, body: UNAUTHORIZED });
  });

  describe('GET /api/groups/:groupId/schedule-creators', () => {
    it('lists the users who created a schedule in the group', async () => {
      const res = await stack.request('GET', `/api/groups/${group.id}/schedule-creators`, {
        cookie: member.cookie,
      });
      expect(res.status).toBe(200);
      for (const creator of res.body)
        expect(Object.keys(creator).sort()).toEqual(['firstName', 'id', 'lastName']);
      expect(
        [...res.body].sort((a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)),
      ).toEqual(
        [
          { id: owner.user.id, firstName: 'Olivia', lastName: 'Owner' },
          { id: member.user.id, firstName: 'Mia', lastName: 'Member' },
        ].sort((a, b) => a.id.localeCompare(b.id)),
      );
    });

    it('answers 404 to a non-member, 401 to an anonymous caller', async () => {
      const path = `/api/groups/${group.id}/schedule-creators`;
      const res = await stack.request('GET', path, { cookie: outsider.cookie });
      expect({ status: res.status, body: res.body }).toEqual({
        status: 404,
        body: GROUP_NOT_FOUND,
      });
      const anon = await stack.request('GET', path);
      expect({ status: anon.status, body: anon.body }).toEqual({ status: 401, body: UNAUTHORIZED });
    });
  });
});

describe('an API key', () => {
  it('works as its creator on the schedule routes (Bearer)', async () => {
    const created = await stack.request('POST', '/api/auth/api-keys', {
      cookie: owner.cookie,
      body: { name: 'Schedule planner' },
    });
    expect(created.status).toBe(201);
    const headers = { authorization: `Bearer ${created.body.key as string}` };
    const res = await stack.request<Schedule>('POST', `/api/groups/${choir.id}/schedules`, {
      headers,
      body: { name: 'Planned by key' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ createdBy: owner.user.id, name: 'Planned by key' });
    const got = await stack.request('GET', `/api/schedules/${res.body.id}`, { headers });
    expect({ status: got.status, body: got.body }).toEqual({ status: 200, body: res.body });
    const wrong = await stack.request('GET', `/api/schedules/${res.body.id}`, {
      headers: { authorization: 'Bearer not-a-key' },
    });
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 401, body: UNAUTHORIZED });
  });
});
