import type { MockLink } from '@apollo/client/testing';
import {
  LiveScheduleDocument,
  LiveScheduleSongDocument,
  LiveSharedScheduleDocument,
  LiveSharedScheduleSongDocument,
} from '../lib/sunday/deck.graphql';

import { stanza } from './sheet-fixtures';

// A schedule as the live views (presenter, stage, follow) read it: its entries, then each
// entry's song in full. API-shaped, with the __typename fields Apollo's cache expects.

export const GRACE = {
  __typename: 'Song',
  id: 'song-grace',
  title: 'Amazing Grace',
  language: 'english',
  key: 'G',
  // Verse 1, Chorus, Verse 2, Chorus
  sectionOrder: [1, 3, 2, 3],
  stanzas: [
    stanza('g1', 1, 'Verse 1', '[G]Amazing [C]grace, how [D]sweet'),
    stanza('g2', 2, 'Verse 2', '[G]Twas grace that [D]taught'),
    stanza('g3', 3, 'Chorus', '[Em]My chains are [D/F#]gone'),
  ],
};

export const YESHU = {
  __typename: 'Song',
  id: 'song-yeshu',
  title: 'Yeshu Ente',
  language: 'malayalam',
  key: 'D',
  sectionOrder: [],
  stanzas: [
    stanza('y1', 1, null, '[D]യേശു എന്റെ [G]രക്ഷകൻ', [['english', '[D]Yeshu ente [G]rakshakan']]),
  ],
};

const SONGS = [GRACE, YESHU];

/** The entries: Amazing Grace played in A, Yeshu Ente in its key; `sectionOrders` by index. */
const entries = (sectionOrders: (number[] | null)[] = []) =>
  SONGS.map((song, i) => ({
    __typename: 'ScheduleSong',
    id: `entry-${i + 1}`,
    order: i + 1,
    songId: song.id,
    key: i === 0 ? 'A' : null,
    sectionOrder: sectionOrders[i] ?? null,
    song: { __typename: 'Song', id: song.id, title: song.title, language: song.language },
  }));

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

export const SCHEDULE_ID = 'schedule-1';
export const SHARE_TOKEN = 'share-token-1';

/** A member's schedule; `sectionOrders`: the entries' own arrangements, by index. */
export const liveMocks = (sectionOrders: (number[] | null)[] = []): MockLink.MockedResponse[] => [
  {
    request: { query: LiveScheduleDocument, variables: { id: SCHEDULE_ID } },
    result: {
      data: {
        schedule: {
          __typename: 'Schedule',
          id: SCHEDULE_ID,
          name: 'Harvest Sunday',
          isPublic: true,
          shareToken: SHARE_TOKEN,
          songs: entries(sectionOrders),
        },
      },
    },
    ...forever,
  },
  ...SONGS.map((song, i) => ({
    request: { query: LiveScheduleSongDocument, variables: { id: SCHEDULE_ID, songId: song.id } },
    result: {
      data: {
        schedule: {
          __typename: 'Schedule',
          id: SCHEDULE_ID,
          songs: [{ __typename: 'ScheduleSong', id: `entry-${i + 1}`, song }],
        },
      },
    },
    ...forever,
  })),
];

export const LIVE_MOCKS = liveMocks();

export const SHARED_MOCKS: MockLink.MockedResponse[] = [
  {
    request: { query: LiveSharedScheduleDocument, variables: { shareToken: SHARE_TOKEN } },
    result: {
      data: {
        sharedSchedule: {
          __typename: 'Schedule',
          id: SCHEDULE_ID,
          name: 'Harvest Sunday',
          isPublic: true,
          songs: entries(),
        },
      },
    },
    ...forever,
  },
  ...SONGS.map((song, i) => ({
    request: {
      query: LiveSharedScheduleSongDocument,
      variables: { shareToken: SHARE_TOKEN, songId: song.id },
    },
    result: {
      data: {
        sharedSchedule: {
          __typename: 'Schedule',
          id: SCHEDULE_ID,
          songs: [{ __typename: 'ScheduleSong', id: `entry-${i + 1}`, song }],
        },
      },
    },
    ...forever,
  })),
];
