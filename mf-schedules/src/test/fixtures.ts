import type { Group } from '@worship/shell-contract';
import type { Language } from '../__generated__/graphql';
import type { ScheduleDetail, ScheduleSongSong } from '../lib/schedule.graphql';

/**
 * API-shaped test data with the __typename fields Apollo's cache expects (absent from the
 * generated types, hence the casts).
 */

export function group(id: string, name: string): Group {
  return {
    __typename: 'Group',
    id,
    name,
    description: null,
    createdBy: 'user-1',
    createdAt: '2025-01-01T00:00:00.000Z',
    isOwner: true,
    memberCount: 3,
  } as Group;
}

export const GROUPS = [group('group-1', 'Sunday Team'), group('group-2', 'Youth Band')];

export const WORSHIP = {
  __typename: 'Category',
  id: 'cat-worship',
  name: 'Worship',
  color: '#8b5cf6',
};
export const PRAISE = {
  __typename: 'Category',
  id: 'cat-praise',
  name: 'Praise',
  color: '#10b981',
};

export interface SongSpec {
  id: string;
  title?: string;
  language?: Language;
  author?: string | null;
  artist?: string | null;
  key?: string | null;
  tempo?: number | null;
  lyrics?: string;
  category?: typeof WORSHIP | null;
  /** Set once the song was deleted from the library (schedules keep it). */
  deletedAt?: string | null;
}

/** `Song.lyricsExcerpt` as songs answers it: the first stanza's 150 characters, "…" when cut. */
export function excerptOf(firstStanza: string): string {
  const trimmed = firstStanza.trim();
  return trimmed.length > 150 ? `${trimmed.slice(0, 150)}…` : trimmed;
}

/**
 * A song as the schedule queries select it (ScheduleSongFields and the smaller selections):
 * `lyrics` is its first stanza, of which rows get the excerpt.
 */
export function song(spec: SongSpec): ScheduleSongSong {
  const lyrics = spec.lyrics ?? `${spec.title ?? 'Song'} first line\nsecond line\nthird line`;
  return {
    __typename: 'Song',
    id: spec.id,
    title: spec.title ?? 'Amazing Grace',
    language: spec.language ?? 'english',
    author: spec.author ?? null,
    artist: spec.artist ?? null,
    key: spec.key ?? null,
    tempo: spec.tempo ?? null,
    lyricsExcerpt: excerptOf(lyrics),
    category: spec.category === undefined ? null : spec.category,
    deletedAt: spec.deletedAt ?? null,
  } as unknown as ScheduleSongSong;
}

export interface ScheduleSpec extends Partial<
  Omit<ScheduleDetail, 'songs' | 'creator' | 'rating'>
> {
  id: string;
  songs?: (ScheduleSongSong | null)[];
  creator?: { firstName: string | null; lastName: string | null };
  averageRating?: number;
  totalVotes?: number;
  /** Each entry's own key, by index (absent: null, the song's key). */
  keys?: (string | null)[];
  /** Each entry's own arrangement, by index (absent: null, the song's order). */
  sectionOrders?: (number[] | null)[];
}

/** A schedule with every field any query of mf-schedules asks for. */
export function schedule(spec: ScheduleSpec): ScheduleDetail {
  const {
    songs = [],
    creator,
    averageRating = 0,
    totalVotes = 0,
    keys = [],
    sectionOrders = [],
    ...fields
  } = spec;
  return {
    __typename: 'Schedule',
    name: 'Sunday Service',
    isPublic: false,
    groupId: 'group-1',
    shareToken: `token-${spec.id}`,
    createdBy: 'user-1',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    songCount: songs.length,
    serviceDate: '2026-11-01',
    serviceTimes: [],
    viewerRating: null,
    ...fields,
    creator: {
      __typename: 'User',
      id: fields.createdBy ?? 'user-1',
      firstName: 'Grace',
      lastName: 'Hopper',
      ...creator,
    },
    rating: { __typename: 'ScheduleRating', averageRating, totalVotes },
    songs: songs.map((s, index) => ({
      __typename: 'ScheduleSong',
      id: `${spec.id}-entry-${index + 1}`,
      order: index + 1,
      songId: s?.id ?? `hidden-${index + 1}`,
      key: keys[index] ?? null,
      sectionOrder: sectionOrders[index] ?? null,
      addedAt: '2026-11-01T10:00:00.000Z',
      song: s,
    })),
  } as unknown as ScheduleDetail;
}
