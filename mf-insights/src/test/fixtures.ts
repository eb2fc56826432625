import type { MockLink } from '@apollo/client/testing';
import type { Group } from '@worship/shell-contract';
import type { DocumentNode } from 'graphql';
import type { Language } from '../__generated__/graphql';
import type { GroupStats, PopularSong } from '../lib/group-stats.graphql';

/**
 * API-shaped test data with the __typename fields Apollo's cache expects (absent from the
 * generated types, hence the casts).
 */

/** The groups the shell hands over (useGroups); the statistics read only their id and name. */
export const GROUPS = [
  { id: 'group-1', name: 'Sunday Team' },
  { id: 'group-2', name: 'Youth Band' },
] as Group[];

const category = (name: string, color: string) => ({
  __typename: 'Category',
  id: `cat-${name.toLowerCase()}`,
  name,
  color,
});

export const WORSHIP = category('Worship', '#8b5cf6');
export const PRAISE = category('Praise', '#10b981');

export interface PopularSpec {
  id: string;
  title?: string;
  language?: Language;
  category?: ReturnType<typeof category> | null;
  usageCount?: number;
  lastUsed?: string | null;
  /** The viewer may not see the song: the graph answers `song: null`. */
  hidden?: boolean;
}

export function popular(spec: PopularSpec): PopularSong {
  return {
    __typename: 'PopularSong',
    songId: spec.id,
    usageCount: spec.usageCount ?? 1,
    lastUsed: spec.lastUsed === undefined ? '2026-11-23T12:00:00.000Z' : spec.lastUsed,
    song: spec.hidden
      ? null
      : {
          __typename: 'Song',
          id: spec.id,
          title: spec.title ?? `Song ${spec.id}`,
          language: spec.language ?? 'english',
          category: spec.category === undefined ? WORSHIP : spec.category,
        },
  } as PopularSong;
}

export function categoryStat(name: string, songCount: number, color = '#3b82f6') {
  return { __typename: 'CategoryStat', name, color, songCount };
}

export function languageStat(language: Language, count: number) {
  return { __typename: 'LanguageStat', language, count };
}

export type StatsSpec = Partial<Omit<GroupStats, 'id'>> & { popularSongs?: PopularSong[] };

/** A group's statistics as GroupDashboard and GroupStatistics select them. */
export function groupStats(id: string, spec: StatsSpec = {}) {
  return {
    __typename: 'Group',
    id,
    name: GROUPS.find((g) => g.id === id)?.name ?? 'Group',
    memberCount: 3,
    totalSongs: 12,
    totalSchedules: 7,
    schedulesThisMonth: 2,
    categoryStats: [],
    languageStats: [],
    popularSongs: [],
    ...spec,
  };
}

type StatsAnswer = ReturnType<typeof groupStats> | null;

/**
 * Answers to `query` (GroupDashboard or GroupStatistics, each beside the feature that sends it)
 * for `groupId`: once, unless `extra` says otherwise.
 */
export const statsMocks =
  (query: DocumentNode) =>
  (
    groupId: string,
    answer: StatsAnswer | (() => StatsAnswer),
    extra: Partial<MockLink.MockedResponse> = {},
  ): MockLink.MockedResponse => ({
    request: { query, variables: { groupId } },
    result: () => ({ data: { group: typeof answer === 'function' ? answer() : answer } }),
    ...extra,
  });
