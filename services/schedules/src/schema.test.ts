import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { emittedSdl } from '@worship/subgraph-kit/testing';
import { describe, expect, it } from 'vitest';
import { buildSchedulesSchema } from './schema';

const noCalls = () => Promise.reject(new Error('no calls'));

/** The committed SDL, the input of `npm run compose`. */
const SDL_FILE = join(__dirname, '..', 'schema.graphql');

describe('schedules subgraph schema', () => {
  it('matches the committed schema.graphql (run `npm run compose` after changes)', async () => {
    const schema = await buildSchedulesSchema({
      memberships: { groupIdsOf: noCalls },
      songs: { visibleIds: noCalls },
      secret: 'sdl-emission-signs-nothing',
    });
    expect(await emittedSdl(schema)).toBe(await readFile(SDL_FILE, 'utf8'));
  });

  it('has the contract’s operations and types (docs/schedules-api.md)', async () => {
    const sdl = await readFile(SDL_FILE, 'utf8');
    for (const line of [
      'schedules(groupId: ID!, filter: ScheduleFilter, limit: Int = 100, offset: Int = 0, sort: ScheduleSort = UPDATED): [Schedule!]!',
      'schedule(id: ID!): Schedule',
      'sharedSchedule(shareToken: String!): Schedule',
      'scheduleCreators(groupId: ID!): [User!]!',
      'createSchedule(groupId: ID!, input: ScheduleInput!): Schedule!',
      'updateSchedule(id: ID!, input: ScheduleInput!): Schedule!',
      'deleteSchedule(id: ID!): Boolean!',
      'addScheduleSong(scheduleId: ID!, songId: ID!, order: Int): Schedule!',
      'addScheduleSongs(scheduleId: ID!, songIds: [ID!]!): Schedule!',
      'moveScheduleSong(scheduleId: ID!, songId: ID!, order: Int, key: String, sectionOrder: [Int!]): Schedule!',
      'sectionOrder: [Int!]',
      'live: LiveSession!',
      'sharedLiveSession(shareToken: String!): LiveSession',
      'startLive(scheduleId: ID!, controlId: String!, takeOver: Boolean = false): LiveSession!',
      'moveLive(scheduleId: ID!, controlId: String!, songId: ID!, section: Int!, screen: LiveScreen!): LiveSession!',
      'stopLive(scheduleId: ID!, controlId: String!): LiveSession!',
      'removeScheduleSong(scheduleId: ID!, songId: ID!): Schedule!',
      'rateSchedule(scheduleId: ID!, rating: Int!): Schedule!',
      'creator: User!',
      'songs(limit: Int, songId: ID): [ScheduleSong!]!',
      'rating: ScheduleRating!',
      'viewerRating: Int',
      'song: Song',
      'usageCount: Int!',
      'lastUsed: DateTimeISO',
      'averageRating: Float!',
      'totalVotes: Int!',
      '@key(fields: "id", resolvable: false)',
      'serviceDate: String!',
      'serviceTimes: [String!]!',
      'usageHistory: [SongUse!]!',
      'recentUsage: SongRecentUsage!',
      'ccliReport(from: String!, to: String!): [CcliReportSong!]!',
      'recordSchedulePrint(copies: Int!, scheduleId: ID!): Int!',
    ]) {
      expect(sdl).toContain(line);
    }
    expect(sdl).toMatch(/type Schedule\s+@key\(fields: "id"\)/);
    expect(sdl).toMatch(/type Song\s+@key\(fields: "id"\)/);
    // Storage columns are not fields (a schedule song's schedule, a rating's user); a live
    // session names its schedule (the followers' JSON carries it).
    for (const type of ['Schedule', 'ScheduleSong', 'ScheduleRating']) {
      const block = new RegExp(`type ${type}\\b[^{]*\\{[^}]*\\}`).exec(sdl)?.[0];
      expect(block).toBeDefined();
      expect(block).not.toMatch(/^\s+(scheduleId|userId):/m);
    }
  });
});
