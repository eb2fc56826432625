// Bulk-loads schedules into a database the schedules service has migrated: `count` schedules of
// one group over the last two years, 5–15 distinct songs each (orders 1..n, `song_count` kept
// as the service keeps it) and 1–5 star ratings from some of the raters, by multi-row
// INSERT … SELECT FROM unnest(arrays), 1,000 schedules a statement. Deterministic (seeded).
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { random } from './songs-corpus.mjs';

const BATCH = 1000;
const DAY_MS = 86400_000;
const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

/** The Create Schedule dialog's generated names (spec §2). */
function nameFor(date) {
  const day = `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  return date.getUTCDay() === 0 ? `Sunday Morning Worship - ${day}` : `Worship Service - ${day}`;
}

/** `k` distinct items of `items`, in a random order. */
function pick(rand, items, k) {
  const chosen = new Set();
  while (chosen.size < k) chosen.add(items[Math.floor(rand() * items.length)]);
  return [...chosen];
}

/**
 * @param {{url: string, groupId: string, creatorIds: string[], raterIds: string[], songIds: string[], count: number, seed?: number, log?: (line: string) => void}} options
 * @returns {Promise<{schedules: number, songs: number, ratings: number, seconds: number, from: string, to: string}>}
 */
export async function seedSchedules({
  url,
  groupId,
  creatorIds,
  raterIds,
  songIds,
  count,
  seed = 20261124,
  log = () => {},
}) {
  const started = performance.now();
  const rand = random(seed);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const now = Date.now();
  let entryTotal = 0;
  let ratingTotal = 0;
  try {
    for (let offset = 0; offset < count; offset += BATCH) {
      const schedules = Array.from({ length: 9 }, () => []);
      const entries = Array.from({ length: 5 }, () => []);
      const ratings = Array.from({ length: 4 }, () => []);
      for (let n = offset; n < Math.min(count, offset + BATCH); n++) {
        const id = randomUUID();
        const createdAt = new Date(now - Math.floor(rand() * 2 * 365 * DAY_MS));
        const updatedAt = new Date(
          Math.min(now, createdAt.getTime() + Math.floor(rand() * 14 * DAY_MS)),
        );
        const songs = pick(rand, songIds, 5 + Math.floor(rand() * 11));
        [
          id,
          nameFor(createdAt),
          rand() < 0.3,
          groupId,
          randomBytes(32).toString('base64url'),
          creatorIds[Math.floor(rand() * creatorIds.length)],
          createdAt.toISOString(),
          updatedAt.toISOString(),
          songs.length,
        ].forEach((value, i) => schedules[i].push(value));
        songs.forEach((songId, i) => {
          [randomUUID(), id, songId, i + 1, createdAt.toISOString()].forEach((value, c) =>
            entries[c].push(value),
          );
        });
        for (const userId of raterIds) {
          if (rand() >= 0.6) continue;
          // Mostly good services: 3–5 stars, sometimes fewer.
          const stars = rand() < 0.8 ? 3 + Math.floor(rand() * 3) : 1 + Math.floor(rand() * 2);
          [randomUUID(), id, userId, stars].forEach((value, c) => ratings[c].push(value));
        }
      }
      await client.query('begin');
      await client.query(
        `insert into schedules.schedules (id, name, is_public, group_id, share_token, created_by,
           created_at, updated_at, song_count)
         select * from unnest($1::uuid[], $2::text[], $3::bool[], $4::uuid[], $5::text[],
           $6::uuid[], $7::timestamptz[], $8::timestamptz[], $9::int[])`,
        schedules,
      );
      await client.query(
        `insert into schedules.schedule_songs (id, schedule_id, song_id, "order", added_at)
         select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::timestamptz[])`,
        entries,
      );
      await client.query(
        `insert into schedules.ratings (id, schedule_id, user_id, rating)
         select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::smallint[])`,
        ratings,
      );
      await client.query('commit');
      entryTotal += entries[0].length;
      ratingTotal += ratings[0].length;
    }
    await client.query('analyze schedules.schedules, schedules.schedule_songs, schedules.ratings');
    log(`  ${count} schedules, ${entryTotal} songs in them, ${ratingTotal} ratings`);
    return {
      schedules: count,
      songs: entryTotal,
      ratings: ratingTotal,
      seconds: (performance.now() - started) / 1000,
      from: new Date(now - 2 * 365 * DAY_MS).toISOString(),
      to: new Date(now).toISOString(),
    };
  } finally {
    await client.end();
  }
}
