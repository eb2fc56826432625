import type { ApolloCache } from '@apollo/client';
import { graphql } from '../__generated__';
import type {
  ScheduleDetailFieldsFragment,
  ScheduleSongFieldsFragment,
  ScheduleSummaryFieldsFragment,
  SongSummaryFieldsFragment,
} from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings
// (contract: docs/schedules-api.md). Every schedule is normalised by id in Apollo's cache, so a
// mutation's answer updates every card, dialog and page that shows that schedule.

/** A schedule's own fields: name, counts, creator, rating (no songs). */
export const ScheduleHeadFieldsFragmentDoc = graphql(`
  fragment ScheduleHeadFields on Schedule {
    id
    name
    isPublic
    groupId
    shareToken
    createdBy
    createdAt
    updatedAt
    songCount
    serviceDate
    serviceTimes
    creator {
      id
      firstName
      lastName
    }
    rating {
      averageRating
      totalVotes
    }
    viewerRating
  }
`);

/**
 * What a card of the Schedules page shows (name, counts, creator, rating, first songs): the
 * first 6 entries (spec §9, `CARD_SONG_LIMIT`), never every song of every schedule; `songCount`
 * counts them all and the detail loads the rest.
 */
export const ScheduleSummaryFieldsFragmentDoc = graphql(`
  fragment ScheduleSummaryFields on Schedule {
    ...ScheduleHeadFields
    songs(limit: 6) {
      id
      order
      songId
      song {
        id
        title
      }
    }
  }
`);

/**
 * A song as a row shows it: title, language, author, category and the card's lyric excerpt (the
 * detail and shared pages, the Edit dialog). Never `lyrics` or `stanzas`: a schedule of 50 songs
 * would load them all in full for a few lines each (docs/graphql.md "Cost").
 */
export const SongSummaryFieldsFragmentDoc = graphql(`
  fragment SongSummaryFields on Song {
    id
    title
    language
    author
    lyricsExcerpt
    category {
      id
      name
      color
    }
  }
`);

/**
 * A song of a schedule as the detail page's rows and the dialogs show it; the song view loads
 * the full text when opened (mf-songs' full-screen view, shell contract `useSongViewSlot`).
 */
export const ScheduleSongFieldsFragmentDoc = graphql(`
  fragment ScheduleSongFields on Song {
    ...SongSummaryFields
    artist
    key
    tempo
    deletedAt
  }
`);

export const ScheduleDetailFieldsFragmentDoc = graphql(`
  fragment ScheduleDetailFields on Schedule {
    ...ScheduleHeadFields
    songs {
      id
      order
      songId
      key
      sectionOrder
      addedAt
      song {
        ...ScheduleSongFields
      }
    }
  }
`);

export type ScheduleSummary = ScheduleSummaryFieldsFragment;
export type ScheduleDetail = ScheduleDetailFieldsFragment;
export type ScheduleSong = ScheduleDetail['songs'][number];
export type ScheduleSongSong = ScheduleSongFieldsFragment;
export type SongSummary = SongSummaryFieldsFragment;

export const ScheduleDocument = graphql(`
  query Schedule($id: ID!) {
    schedule(id: $id) {
      ...ScheduleDetailFields
    }
  }
`);

export const UpdateScheduleDocument = graphql(`
  mutation UpdateSchedule($id: ID!, $input: ScheduleInput!) {
    updateSchedule(id: $id, input: $input) {
      ...ScheduleSummaryFields
    }
  }
`);

/**
 * After any change to a schedule the lists are refreshed (spec §4 "Schedule lifecycle"): their
 * root fields are dropped from the cache, so every list on screen (Schedules page, creators
 * filter, dashboard card, picker) fetches again, and any other one does when it next mounts.
 */
export const SCHEDULE_LISTS = {
  update(cache: ApolloCache) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'schedules' });
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'scheduleCreators' });
    cache.gc();
  },
};
