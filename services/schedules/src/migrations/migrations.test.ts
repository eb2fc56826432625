import 'reflect-metadata';
import {
  ANONYMOUS,
  createLogger,
  LIVE_EVENTS_PATH,
  signViewer,
  VIEWER_HEADER,
} from '@worship/subgraph-kit';
import {
  migratedSchema,
  migratedDatabaseForSuite,
  serveForTest,
  TEST_VIEWER_SECRET,
} from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchedulesApp } from '../app';
import { openSchedulesDatabase } from '../database';
import { rateSchedule } from '../rating/rating.service';
import {
  addScheduleSong,
  addScheduleSongs,
  moveScheduleSong,
  removeScheduleSong,
} from '../schedule-song/schedule-song.service';
import { createSchedule } from '../schedule/schedule.service';

const USER = '11111111-1111-4111-8111-111111111111';
const GROUP = '22222222-2222-4222-8222-222222222222';
const song = (n: number) => `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`;

describe('schedules migrations (a pool of one connection)', () => {
  const db = migratedDatabaseForSuite(
    { beforeAll, afterAll },
    'schedules_migrations',
    openSchedulesDatabase,
    1,
  );

  it('creates the schema-qualified tables and indexes, and is idempotent', async () => {
    const { tables, indexes, pending } = await migratedSchema(db.orm, 'schedules');
    expect(tables).toEqual([
      'calendar_feeds',
      'event_deliveries',
      'events',
      'group_time_zones',
      'inbox',
      'live_sessions',
      'mikro_orm_migrations',
      'presentations',
      'prints',
      'ratings',
      'schedule_songs',
      'schedules',
      'service_slots',
      'song_use_versions',
    ]);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'schedules_share_token_unique',
        'schedules_group_id_updated_at_index',
        'schedules_group_id_created_by_index',
        'schedules_group_id_created_at_index',
        'schedule_songs_schedule_id_order_unique',
        'schedule_songs_schedule_id_song_id_unique',
        'schedule_songs_song_id_index',
        'ratings_schedule_id_user_id_unique',
        'ratings_schedule_id_index',
        'inbox_pkey',
        'live_sessions_pkey',
        'live_sessions_updated_at_index',
        'schedules_group_id_service_date_index',
        'presentations_schedule_id_song_id_index',
        'prints_schedule_id_song_id_index',
        'calendar_feeds_pkey',
        'calendar_feeds_token_unique',
        'events_created_at_index',
        'event_deliveries_pending_index',
        'song_use_versions_pkey',
      ]),
    );
    const deferred = await db.orm.em.getConnection().execute<{ condeferrable: boolean }[]>(
      `select condeferrable, condeferred from pg_constraint
        where conname = 'schedule_songs_schedule_id_order_unique'`,
    );
    expect(deferred).toEqual([{ condeferrable: true, condeferred: true }]);
    expect(pending).toEqual([]);
  });

  it('keeps orders, counts and ratings on one connection, and lists through GraphQL', async () => {
    const client = await serveForTest(db.orm, (orm) =>
      createSchedulesApp({
        orm,
        logger: createLogger('schedules-migrations', 'silent'),
        // Only the anonymous shared view is asked for: groups and songs are never called.
        config: {
          VIEWER_SIGNING_SECRET: TEST_VIEWER_SECRET,
          GROUPS_URL: 'http://127.0.0.1:9',
          SONGS_URL: 'http://127.0.0.1:9',
          production: false,
        },
      }),
    );
    try {
      const em = () => db.orm.em.fork();
      const schedule = await createSchedule(em(), USER, GROUP, {
        name: 'On one connection',
        isPublic: true,
        serviceDate: undefined,
        serviceTimes: [],
      });
      await addScheduleSongs(em(), schedule.id, [song(1), song(2), song(3)]);
      await moveScheduleSong(em(), schedule.id, song(3), { order: 1 });
      await removeScheduleSong(em(), schedule.id, song(1));
      // Insert at the top (the shift and the insert are one statement); a repeat is refused.
      await addScheduleSong(em(), schedule.id, song(4), 1);
      await expect(addScheduleSong(em(), schedule.id, song(2), 1)).rejects.toThrow(
        'Song is already in this schedule',
      );
      await rateSchedule(em(), schedule.id, USER, 4);
      const { sharedSchedule } = await client.ok(
        `query($token: String!) { sharedSchedule(shareToken: $token) {
          name songCount songs { order songId } rating { averageRating totalVotes } } }`,
        { token: schedule.shareToken },
      );
      expect(sharedSchedule).toEqual({
        name: 'On one connection',
        songCount: 3,
        songs: [
          { order: 1, songId: song(4) },
          { order: 2, songId: song(3) },
          { order: 3, songId: song(2) },
        ],
        rating: { averageRating: 4, totalVotes: 1 },
      });

      // Live on a pool of one: the LISTEN connection is one more, beside the pool.
      const abort = new AbortController();
      const stream = await fetch(`${client.baseUrl}${LIVE_EVENTS_PATH}`, {
        headers: { [VIEWER_HEADER]: signViewer(ANONYMOUS, TEST_VIEWER_SECRET) },
        signal: abort.signal,
      });
      const lines = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      const nextLine = async (): Promise<Record<string, unknown>> => {
        while (!text.includes('\n')) text += (await lines.read()).value ?? '';
        const line = text.slice(0, text.indexOf('\n'));
        text = text.slice(line.length + 1);
        return JSON.parse(line) as Record<string, unknown>;
      };
      expect(await nextLine()).toMatchObject({ type: 'hello' });
      const member = {
        userId: USER,
        isAdmin: false,
        memberships: { groupIds: [GROUP], ownedGroupIds: [] },
      };
      await client.ok(
        `mutation($id: ID!) { startLive(scheduleId: $id, controlId: "pglite-device") { version } }`,
        { id: schedule.id },
        member,
      );
      expect(await nextLine()).toMatchObject({
        type: 'state',
        scheduleId: schedule.id,
        version: 1,
        leaderId: USER,
        songId: song(4),
        section: 0,
      });
      abort.abort();
    } finally {
      await client.close();
    }
  });

  it('gives existing schedules their creation date (UTC) as service date, and goes back down', async () => {
    const migrator = db.orm.getMigrator();
    const sql = (query: string, params: unknown[] = []) =>
      db.orm.em.getConnection().execute<Record<string, unknown>[]>(query, params);
    await migrator.down({ to: 'Migration20261128180000_live_sessions' });
    expect(
      await sql(`select column_name from information_schema.columns
        where table_schema = 'schedules' and table_name = 'schedules' and column_name = 'service_date'`),
    ).toEqual([]);
    await sql(
      `insert into "schedules"."schedules"
      ("id", "name", "group_id", "share_token", "created_by", "created_at") values
      ('44444444-4444-4444-8444-444444444441', 'Late', ?, 'backfill-1', ?, '2026-03-31T23:30:00Z'),
      ('44444444-4444-4444-8444-444444444442', 'Early', ?, 'backfill-2', ?, '2026-04-01T00:00:00Z')`,
      [GROUP, USER, GROUP, USER],
    );
    await migrator.up();
    expect(
      await sql(`select "name", to_char("service_date", 'YYYY-MM-DD') as "service_date",
          "service_times", "time_zone" from "schedules"."schedules"
        where "share_token" like 'backfill-%' order by "name"`),
    ).toEqual([
      { name: 'Early', service_date: '2026-04-01', service_times: [], time_zone: 'UTC' },
      { name: 'Late', service_date: '2026-03-31', service_times: [], time_zone: 'UTC' },
    ]);
  });
  it('queues one song.uses-changed per song held or presented when upgraded (the backfill)', async () => {
    const migrator = db.orm.getMigrator();
    const sql = (query: string, params: unknown[] = []) =>
      db.orm.em.getConnection().execute<Record<string, unknown>[]>(query, params);
    await migrator.down({ to: 'Migration20261129130000_song_uses_backfill' });
    expect(await sql(`select to_regclass('schedules.events') as "events"`)).toEqual([
      { events: null },
    ]);
    const [held, both, presented] = [song(901), song(902), song(903)];
    const other = '22222222-2222-4222-8222-222222222223';
    await sql(
      `insert into "schedules"."schedules" ("id", "name", "group_id", "share_token", "created_by",
          "service_date", "service_times", "time_zone") values
        ('55555555-5555-4555-8555-555555555551', 'Two times', ?, 'uses-1', ?, '2026-05-03',
          '{09:00,11:00}', 'UTC'),
        ('55555555-5555-4555-8555-555555555552', 'All day', ?, 'uses-2', ?, '2026-07-12', '{}',
          'Europe/London')`,
      [GROUP, USER, other, USER],
    );
    await sql(
      `insert into "schedules"."schedule_songs" ("id", "schedule_id", "song_id", "order") values
        (gen_random_uuid(), '55555555-5555-4555-8555-555555555551', ?, 1),
        (gen_random_uuid(), '55555555-5555-4555-8555-555555555551', ?, 2),
        (gen_random_uuid(), '55555555-5555-4555-8555-555555555552', ?, 1)`,
      [both, held, both],
    );
    // Presented before the 9:00 service: it counts for that service, at the presentation.
    await sql(
      `insert into "schedules"."presentations" ("schedule_id", "song_id", "presented_at")
        values ('55555555-5555-4555-8555-555555555551', ?, '2026-05-03T08:15:00Z')`,
      [presented],
    );
    await migrator.up();
    const queued = await sql(
      `select "type", "payload" from "schedules"."events" where "payload"->>'songId' in (?)
        order by "payload"->>'songId'`,
      [[held, both, presented]],
    );
    expect(queued).toEqual([
      {
        type: 'song.uses-changed',
        payload: {
          songId: held,
          version: 1,
          uses: [
            { groupId: GROUP, at: '2026-05-03T09:00:00.000Z' },
            { groupId: GROUP, at: '2026-05-03T11:00:00.000Z' },
          ],
        },
      },
      {
        type: 'song.uses-changed',
        payload: {
          songId: both,
          version: 1,
          uses: [
            { groupId: GROUP, at: '2026-05-03T09:00:00.000Z' },
            { groupId: GROUP, at: '2026-05-03T11:00:00.000Z' },
            // Midnight in London in July is 23:00 UTC the day before.
            { groupId: other, at: '2026-07-11T23:00:00.000Z' },
          ],
        },
      },
      {
        type: 'song.uses-changed',
        payload: {
          songId: presented,
          version: 1,
          uses: [{ groupId: GROUP, at: '2026-05-03T08:15:00.000Z' }],
        },
      },
    ]);
    expect(
      await sql(
        `select "song_id", "version" from "schedules"."song_use_versions"
        where "song_id" in (?) order by "song_id"`,
        [[held, both, presented]],
      ),
    ).toEqual([
      { song_id: held, version: '1' },
      { song_id: both, version: '1' },
      { song_id: presented, version: '1' },
    ]);
  });
});
