/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ScheduleChoices($groupId: ID!) {\n    schedules(groupId: $groupId) {\n      id\n      name\n    }\n  }\n": typeof types.ScheduleChoicesDocument,
    "\n  mutation QuickAddScheduleSong($scheduleId: ID!, $songId: ID!) {\n    addScheduleSong(scheduleId: $scheduleId, songId: $songId) {\n      id\n      songCount\n      updatedAt\n      songs {\n        id\n        order\n        songId\n      }\n    }\n  }\n": typeof types.QuickAddScheduleSongDocument,
    "\n  mutation RateSchedule($scheduleId: ID!, $rating: Int!) {\n    rateSchedule(scheduleId: $scheduleId, rating: $rating) {\n      id\n      rating {\n        averageRating\n        totalVotes\n      }\n      viewerRating\n    }\n  }\n": typeof types.RateScheduleDocument,
    "\n  mutation AddScheduleSongs($scheduleId: ID!, $songIds: [ID!]!) {\n    addScheduleSongs(scheduleId: $scheduleId, songIds: $songIds) {\n      ...ScheduleDetailFields\n    }\n  }\n": typeof types.AddScheduleSongsDocument,
    "\n  mutation MoveScheduleSong($scheduleId: ID!, $songId: ID!, $order: Int!) {\n    moveScheduleSong(scheduleId: $scheduleId, songId: $songId, order: $order) {\n      ...ScheduleDetailFields\n    }\n  }\n": typeof types.MoveScheduleSongDocument,
    "\n  mutation RemoveScheduleSong($scheduleId: ID!, $songId: ID!) {\n    removeScheduleSong(scheduleId: $scheduleId, songId: $songId) {\n      ...ScheduleDetailFields\n    }\n  }\n": typeof types.RemoveScheduleSongDocument,
    "\n  mutation SetScheduleSongKey($scheduleId: ID!, $songId: ID!, $key: String) {\n    moveScheduleSong(scheduleId: $scheduleId, songId: $songId, key: $key) {\n      ...ScheduleDetailFields\n    }\n  }\n": typeof types.SetScheduleSongKeyDocument,
    "\n  mutation SetScheduleSongSectionOrder($scheduleId: ID!, $songId: ID!, $sectionOrder: [Int!]) {\n    moveScheduleSong(scheduleId: $scheduleId, songId: $songId, sectionOrder: $sectionOrder) {\n      ...ScheduleDetailFields\n    }\n  }\n": typeof types.SetScheduleSongSectionOrderDocument,
    "\n  fragment ScheduleHeadFields on Schedule {\n    id\n    name\n    isPublic\n    groupId\n    shareToken\n    createdBy\n    createdAt\n    updatedAt\n    songCount\n    serviceDate\n    serviceTimes\n    creator {\n      id\n      firstName\n      lastName\n    }\n    rating {\n      averageRating\n      totalVotes\n    }\n    viewerRating\n  }\n": typeof types.ScheduleHeadFieldsFragmentDoc,
    "\n  fragment ScheduleSummaryFields on Schedule {\n    ...ScheduleHeadFields\n    songs(limit: 6) {\n      id\n      order\n      songId\n      song {\n        id\n        title\n      }\n    }\n  }\n": typeof types.ScheduleSummaryFieldsFragmentDoc,
    "\n  fragment SongSummaryFields on Song {\n    id\n    title\n    language\n    author\n    lyricsExcerpt\n    category {\n      id\n      name\n      color\n    }\n  }\n": typeof types.SongSummaryFieldsFragmentDoc,
    "\n  fragment ScheduleSongFields on Song {\n    ...SongSummaryFields\n    artist\n    key\n    tempo\n    deletedAt\n  }\n": typeof types.ScheduleSongFieldsFragmentDoc,
    "\n  fragment ScheduleDetailFields on Schedule {\n    ...ScheduleHeadFields\n    songs {\n      id\n      order\n      songId\n      key\n      sectionOrder\n      addedAt\n      song {\n        ...ScheduleSongFields\n      }\n    }\n  }\n": typeof types.ScheduleDetailFieldsFragmentDoc,
    "\n  query Schedule($id: ID!) {\n    schedule(id: $id) {\n      ...ScheduleDetailFields\n    }\n  }\n": typeof types.ScheduleDocument,
    "\n  mutation UpdateSchedule($id: ID!, $input: ScheduleInput!) {\n    updateSchedule(id: $id, input: $input) {\n      ...ScheduleSummaryFields\n    }\n  }\n": typeof types.UpdateScheduleDocument,
    "\n  fragment SheetEntryFields on ScheduleSong {\n    id\n    order\n    songId\n    key\n    sectionOrder\n  }\n": typeof types.SheetEntryFieldsFragmentDoc,
    "\n  fragment SheetSongFields on Song {\n    id\n    title\n    language\n    key\n    sectionOrder\n    stanzas {\n      id\n      position\n      label\n      lyrics\n      transliterations {\n        language\n        text\n      }\n    }\n  }\n": typeof types.SheetSongFieldsFragmentDoc,
    "\n  query LiveSchedule($id: ID!) {\n    schedule(id: $id) {\n      id\n      name\n      isPublic\n      shareToken\n      songs {\n        ...SheetEntryFields\n        song {\n          id\n          title\n          language\n        }\n      }\n    }\n  }\n": typeof types.LiveScheduleDocument,
    "\n  query LiveScheduleSong($id: ID!, $songId: ID!) {\n    schedule(id: $id) {\n      id\n      songs(songId: $songId) {\n        id\n        song {\n          ...SheetSongFields\n        }\n      }\n    }\n  }\n": typeof types.LiveScheduleSongDocument,
    "\n  query LiveSharedSchedule($shareToken: String!) {\n    sharedSchedule(shareToken: $shareToken) {\n      id\n      name\n      isPublic\n      songs {\n        ...SheetEntryFields\n        song: sharedSong {\n          id\n          title\n          language\n        }\n      }\n    }\n  }\n": typeof types.LiveSharedScheduleDocument,
    "\n  query LiveSharedScheduleSong($shareToken: String!, $songId: ID!) {\n    sharedSchedule(shareToken: $shareToken) {\n      id\n      songs(songId: $songId) {\n        id\n        song: sharedSong {\n          ...SheetSongFields\n        }\n      }\n    }\n  }\n": typeof types.LiveSharedScheduleSongDocument,
    "\n  query RecentSchedules($groupId: ID!, $limit: Int!) {\n    schedules(groupId: $groupId, limit: $limit) {\n      id\n      name\n      shareToken\n      createdAt\n      updatedAt\n      creator {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n": typeof types.RecentSchedulesDocument,
    "\n  query ServiceNeighbours($groupId: ID!, $today: String!, $yesterday: String!) {\n    next: schedules(\n      groupId: $groupId\n      limit: 1\n      sort: SERVICE_DATE_ASC\n      filter: { serviceFrom: $today }\n    ) {\n      id\n      name\n      serviceDate\n      serviceTimes\n    }\n    last: schedules(\n      groupId: $groupId\n      limit: 1\n      sort: SERVICE_DATE_DESC\n      filter: { serviceTo: $yesterday }\n    ) {\n      id\n      name\n      serviceDate\n      serviceTimes\n    }\n  }\n": typeof types.ServiceNeighboursDocument,
    "\n  query SchedulePrint($id: ID!) {\n    schedule(id: $id) {\n      id\n      name\n      songs {\n        ...SheetEntryFields\n        song {\n          id\n          title\n          language\n          deletedAt\n        }\n      }\n    }\n  }\n": typeof types.SchedulePrintDocument,
    "\n  query SchedulePrintSong($id: ID!, $songId: ID!) {\n    schedule(id: $id) {\n      id\n      songs(songId: $songId) {\n        id\n        song {\n          ...SheetSongFields\n          author\n          artist\n          tempo\n          copyright\n          ccliNumber\n          deletedAt\n        }\n      }\n    }\n  }\n": typeof types.SchedulePrintSongDocument,
    "\n  mutation RecordSchedulePrint($scheduleId: ID!, $copies: Int!) {\n    recordSchedulePrint(scheduleId: $scheduleId, copies: $copies)\n  }\n": typeof types.RecordSchedulePrintDocument,
    "\n  query Schedules($groupId: ID!, $filter: ScheduleFilter, $sort: ScheduleSort) {\n    schedules(groupId: $groupId, filter: $filter, sort: $sort) {\n      ...ScheduleSummaryFields\n    }\n  }\n": typeof types.SchedulesDocument,
    "\n  query ScheduleCreators($groupId: ID!) {\n    scheduleCreators(groupId: $groupId) {\n      id\n      firstName\n      lastName\n    }\n  }\n": typeof types.ScheduleCreatorsDocument,
    "\n  mutation CreateSchedule($groupId: ID!, $input: ScheduleInput!) {\n    createSchedule(groupId: $groupId, input: $input) {\n      ...ScheduleSummaryFields\n    }\n  }\n": typeof types.CreateScheduleDocument,
    "\n  mutation DeleteSchedule($id: ID!) {\n    deleteSchedule(id: $id)\n  }\n": typeof types.DeleteScheduleDocument,
    "\n  query SharedSchedule($shareToken: String!) {\n    sharedSchedule(shareToken: $shareToken) {\n      id\n      name\n      createdAt\n      songCount\n      creator {\n        id\n        firstName\n        lastName\n      }\n      songs {\n        id\n        order\n        songId\n        key\n        song: sharedSong {\n          ...SongSummaryFields\n          deletedAt\n        }\n      }\n    }\n  }\n": typeof types.SharedScheduleDocument,
};
const documents: Documents = {
    "\n  query ScheduleChoices($groupId: ID!) {\n    schedules(groupId: $groupId) {\n      id\n      name\n    }\n  }\n": types.ScheduleChoicesDocument,
    "\n  mutation QuickAddScheduleSong($scheduleId: ID!, $songId: ID!) {\n    addScheduleSong(scheduleId: $scheduleId, songId: $songId) {\n      id\n      songCount\n      updatedAt\n      songs {\n        id\n        order\n        songId\n      }\n    }\n  }\n": types.QuickAddScheduleSongDocument,
    "\n  mutation RateSchedule($scheduleId: ID!, $rating: Int!) {\n    rateSchedule(scheduleId: $scheduleId, rating: $rating) {\n      id\n      rating {\n        averageRating\n        totalVotes\n      }\n      viewerRating\n    }\n  }\n": types.RateScheduleDocument,
    "\n  mutation AddScheduleSongs($scheduleId: ID!, $songIds: [ID!]!) {\n    addScheduleSongs(scheduleId: $scheduleId, songIds: $songIds) {\n      ...ScheduleDetailFields\n    }\n  }\n": types.AddScheduleSongsDocument,
    "\n  mutation MoveScheduleSong($scheduleId: ID!, $songId: ID!, $order: Int!) {\n    moveScheduleSong(scheduleId: $scheduleId, songId: $songId, order: $order) {\n      ...ScheduleDetailFields\n    }\n  }\n": types.MoveScheduleSongDocument,
    "\n  mutation RemoveScheduleSong($scheduleId: ID!, $songId: ID!) {\n    removeScheduleSong(scheduleId: $scheduleId, songId: $songId) {\n      ...ScheduleDetailFields\n    }\n  }\n": types.RemoveScheduleSongDocument,
    "\n  mutation SetScheduleSongKey($scheduleId: ID!, $songId: ID!, $key: String) {\n    moveScheduleSong(scheduleId: $scheduleId, songId: $songId, key: $key) {\n      ...ScheduleDetailFields\n    }\n  }\n": types.SetScheduleSongKeyDocument,
    "\n  mutation SetScheduleSongSectionOrder($scheduleId: ID!, $songId: ID!, $sectionOrder: [Int!]) {\n    moveScheduleSong(scheduleId: $scheduleId, songId: $songId, sectionOrder: $sectionOrder) {\n      ...ScheduleDetailFields\n    }\n  }\n": types.SetScheduleSongSectionOrderDocument,
    "\n  fragment ScheduleHeadFields on Schedule {\n    id\n    name\n    isPublic\n    groupId\n    shareToken\n    createdBy\n    createdAt\n    updatedAt\n    songCount\n    serviceDate\n    serviceTimes\n    creator {\n      id\n      firstName\n      lastName\n    }\n    rating {\n      averageRating\n      totalVotes\n    }\n    viewerRating\n  }\n": types.ScheduleHeadFieldsFragmentDoc,
    "\n  fragment ScheduleSummaryFields on Schedule {\n    ...ScheduleHeadFields\n    songs(limit: 6) {\n      id\n      order\n      songId\n      song {\n        id\n        title\n      }\n    }\n  }\n": types.ScheduleSummaryFieldsFragmentDoc,
    "\n  fragment SongSummaryFields on Song {\n    id\n    title\n    language\n    author\n    lyricsExcerpt\n    category {\n      id\n      name\n      color\n    }\n  }\n": types.SongSummaryFieldsFragmentDoc,
    "\n  fragment ScheduleSongFields on Song {\n    ...SongSummaryFields\n    artist\n    key\n    tempo\n    deletedAt\n  }\n": types.ScheduleSongFieldsFragmentDoc,
    "\n  fragment ScheduleDetailFields on Schedule {\n    ...ScheduleHeadFields\n    songs {\n      id\n      order\n      songId\n      key\n      sectionOrder\n      addedAt\n      song {\n        ...ScheduleSongFields\n      }\n    }\n  }\n": types.ScheduleDetailFieldsFragmentDoc,
    "\n  query Schedule($id: ID!) {\n    schedule(id: $id) {\n      ...ScheduleDetailFields\n    }\n  }\n": types.ScheduleDocument,
    "\n  mutation UpdateSchedule($id: ID!, $input: ScheduleInput!) {\n    updateSchedule(id: $id, input: $input) {\n      ...ScheduleSummaryFields\n    }\n  }\n": types.UpdateScheduleDocument,
    "\n  fragment SheetEntryFields on ScheduleSong {\n    id\n    order\n    songId\n    key\n    sectionOrder\n  }\n": types.SheetEntryFieldsFragmentDoc,
    "\n  fragment SheetSongFields on Song {\n    id\n    title\n    language\n    key\n    sectionOrder\n    stanzas {\n      id\n      position\n      label\n      lyrics\n      transliterations {\n        language\n        text\n      }\n    }\n  }\n": types.SheetSongFieldsFragmentDoc,
    "\n  query LiveSchedule($id: ID!) {\n    schedule(id: $id) {\n      id\n      name\n      isPublic\n      shareToken\n      songs {\n        ...SheetEntryFields\n        song {\n          id\n          title\n          language\n        }\n      }\n    }\n  }\n": types.LiveScheduleDocument,
    "\n  query LiveScheduleSong($id: ID!, $songId: ID!) {\n    schedule(id: $id) {\n      id\n      songs(songId: $songId) {\n        id\n        song {\n          ...SheetSongFields\n        }\n      }\n    }\n  }\n": types.LiveScheduleSongDocument,
    "\n  query LiveSharedSchedule($shareToken: String!) {\n    sharedSchedule(shareToken: $shareToken) {\n      id\n      name\n      isPublic\n      songs {\n        ...SheetEntryFields\n        song: sharedSong {\n          id\n          title\n          language\n        }\n      }\n    }\n  }\n": types.LiveSharedScheduleDocument,
    "\n  query LiveSharedScheduleSong($shareToken: String!, $songId: ID!) {\n    sharedSchedule(shareToken: $shareToken) {\n      id\n      songs(songId: $songId) {\n        id\n        song: sharedSong {\n          ...SheetSongFields\n        }\n      }\n    }\n  }\n": types.LiveSharedScheduleSongDocument,
    "\n  query RecentSchedules($groupId: ID!, $limit: Int!) {\n    schedules(groupId: $groupId, limit: $limit) {\n      id\n      name\n      shareToken\n      createdAt\n      updatedAt\n      creator {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n": types.RecentSchedulesDocument,
    "\n  query ServiceNeighbours($groupId: ID!, $today: String!, $yesterday: String!) {\n    next: schedules(\n      groupId: $groupId\n      limit: 1\n      sort: SERVICE_DATE_ASC\n      filter: { serviceFrom: $today }\n    ) {\n      id\n      name\n      serviceDate\n      serviceTimes\n    }\n    last: schedules(\n      groupId: $groupId\n      limit: 1\n      sort: SERVICE_DATE_DESC\n      filter: { serviceTo: $yesterday }\n    ) {\n      id\n      name\n      serviceDate\n      serviceTimes\n    }\n  }\n": types.ServiceNeighboursDocument,
    "\n  query SchedulePrint($id: ID!) {\n    schedule(id: $id) {\n      id\n      name\n      songs {\n        ...SheetEntryFields\n        song {\n          id\n          title\n          language\n          deletedAt\n        }\n      }\n    }\n  }\n": types.SchedulePrintDocument,
    "\n  query SchedulePrintSong($id: ID!, $songId: ID!) {\n    schedule(id: $id) {\n      id\n      songs(songId: $songId) {\n        id\n        song {\n          ...SheetSongFields\n          author\n          artist\n          tempo\n          copyright\n          ccliNumber\n          deletedAt\n        }\n      }\n    }\n  }\n": types.SchedulePrintSongDocument,
    "\n  mutation RecordSchedulePrint($scheduleId: ID!, $copies: Int!) {\n    recordSchedulePrint(scheduleId: $scheduleId, copies: $copies)\n  }\n": types.RecordSchedulePrintDocument,
    "\n  query Schedules($groupId: ID!, $filter: ScheduleFilter, $sort: ScheduleSort) {\n    schedules(groupId: $groupId, filter: $filter, sort: $sort) {\n      ...ScheduleSummaryFields\n    }\n  }\n": types.SchedulesDocument,
    "\n  query ScheduleCreators($groupId: ID!) {\n    scheduleCreators(groupId: $groupId) {\n      id\n      firstName\n      lastName\n    }\n  }\n": types.ScheduleCreatorsDocument,
    "\n  mutation CreateSchedule($groupId: ID!, $input: ScheduleInput!) {\n    createSchedule(groupId: $groupId, input: $input) {\n      ...ScheduleSummaryFields\n    }\n  }\n": types.CreateScheduleDocument,
    "\n  mutation DeleteSchedule($id: ID!) {\n    deleteSchedule(id: $id)\n  }\n": types.DeleteScheduleDocument,
    "\n  query SharedSchedule($shareToken: String!) {\n    sharedSchedule(shareToken: $shareToken) {\n      id\n      name\n      createdAt\n      songCount\n      creator {\n        id\n        firstName\n        lastName\n      }\n      songs {\n        id\n        order\n        songId\n        key\n        song: sharedSong {\n          ...SongSummaryFields\n          deletedAt\n        }\n      }\n    }\n  }\n": types.SharedScheduleDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduleChoices($groupId: ID!) {\n    schedules(groupId: $groupId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ScheduleChoices($groupId: ID!) {\n    schedules(groupId: $groupId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuickAddScheduleSong($scheduleId: ID!, $songId: ID!) {\n    addScheduleSong(scheduleId: $scheduleId, songId: $songId) {\n      id\n      songCount\n      updatedAt\n      songs {\n        id\n        order\n        songId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation QuickAddScheduleSong($scheduleId: ID!, $songId: ID!) {\n    addScheduleSong(scheduleId: $scheduleId, songId: $songId) {\n      id\n      songCount\n      updatedAt\n      songs {\n        id\n        order\n        songId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateSchedule($scheduleId: ID!, $rating: Int!) {\n    rateSchedule(scheduleId: $scheduleId, rating: $rating) {\n      id\n      rating {\n        averageRating\n        totalVotes\n      }\n      viewerRating\n    }\n  }\n"): (typeof documents)["\n  mutation RateSchedule($scheduleId: ID!, $rating: Int!) {\n    rateSchedule(scheduleId: $scheduleId, rating: $rating) {\n      id\n      rating {\n        averageRating\n        totalVotes\n      }\n      viewerRating\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddScheduleSongs($scheduleId: ID!, $songIds: [ID!]!) {\n    addScheduleSongs(scheduleId: $scheduleId, songIds: $songIds) {\n      ...ScheduleDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddScheduleSongs($scheduleId: ID!, $songIds: [ID!]!) {\n    addScheduleSongs(scheduleId: $scheduleId, songIds: $songIds) {\n      ...ScheduleDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveScheduleSong($scheduleId: ID!, $songId: ID!, $order: Int!) {\n    moveScheduleSong(scheduleId: $scheduleId, songId: $songId, order: $order) {\n      ...ScheduleDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveScheduleSong($scheduleId: ID!, $songId: ID!, $order: Int!) {\n    moveScheduleSong(scheduleId: $scheduleId, songId: $songId, order: $order) {\n      ...ScheduleDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveScheduleSong($scheduleId: ID!, $songId: ID!) {\n    removeScheduleSong(scheduleId: $scheduleId, songId: $songId) {\n      ...ScheduleDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveScheduleSong($scheduleId: ID!, $songId: ID!) {\n    removeScheduleSong(scheduleId: $scheduleId, songId: $songId) {\n      ...ScheduleDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetScheduleSongKey($scheduleId: ID!, $songId: ID!, $key: String) {\n    moveScheduleSong(scheduleId: $scheduleId, songId: $songId, key: $key) {\n      ...ScheduleDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetScheduleSongKey($scheduleId: ID!, $songId: ID!, $key: String) {\n    moveScheduleSong(scheduleId: $scheduleId, songId: $songId, key: $key) {\n      ...ScheduleDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetScheduleSongSectionOrder($scheduleId: ID!, $songId: ID!, $sectionOrder: [Int!]) {\n    moveScheduleSong(scheduleId: $scheduleId, songId: $songId, sectionOrder: $sectionOrder) {\n      ...ScheduleDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetScheduleSongSectionOrder($scheduleId: ID!, $songId: ID!, $sectionOrder: [Int!]) {\n    moveScheduleSong(scheduleId: $scheduleId, songId: $songId, sectionOrder: $sectionOrder) {\n      ...ScheduleDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScheduleHeadFields on Schedule {\n    id\n    name\n    isPublic\n    groupId\n    shareToken\n    createdBy\n    createdAt\n    updatedAt\n    songCount\n    serviceDate\n    serviceTimes\n    creator {\n      id\n      firstName\n      lastName\n    }\n    rating {\n      averageRating\n      totalVotes\n    }\n    viewerRating\n  }\n"): (typeof documents)["\n  fragment ScheduleHeadFields on Schedule {\n    id\n    name\n    isPublic\n    groupId\n    shareToken\n    createdBy\n    createdAt\n    updatedAt\n    songCount\n    serviceDate\n    serviceTimes\n    creator {\n      id\n      firstName\n      lastName\n    }\n    rating {\n      averageRating\n      totalVotes\n    }\n    viewerRating\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScheduleSummaryFields on Schedule {\n    ...ScheduleHeadFields\n    songs(limit: 6) {\n      id\n      order\n      songId\n      song {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ScheduleSummaryFields on Schedule {\n    ...ScheduleHeadFields\n    songs(limit: 6) {\n      id\n      order\n      songId\n      song {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SongSummaryFields on Song {\n    id\n    title\n    language\n    author\n    lyricsExcerpt\n    category {\n      id\n      name\n      color\n    }\n  }\n"): (typeof documents)["\n  fragment SongSummaryFields on Song {\n    id\n    title\n    language\n    author\n    lyricsExcerpt\n    category {\n      id\n      name\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScheduleSongFields on Song {\n    ...SongSummaryFields\n    artist\n    key\n    tempo\n    deletedAt\n  }\n"): (typeof documents)["\n  fragment ScheduleSongFields on Song {\n    ...SongSummaryFields\n    artist\n    key\n    tempo\n    deletedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScheduleDetailFields on Schedule {\n    ...ScheduleHeadFields\n    songs {\n      id\n      order\n      songId\n      key\n      sectionOrder\n      addedAt\n      song {\n        ...ScheduleSongFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ScheduleDetailFields on Schedule {\n    ...ScheduleHeadFields\n    songs {\n      id\n      order\n      songId\n      key\n      sectionOrder\n      addedAt\n      song {\n        ...ScheduleSongFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Schedule($id: ID!) {\n    schedule(id: $id) {\n      ...ScheduleDetailFields\n    }\n  }\n"): (typeof documents)["\n  query Schedule($id: ID!) {\n    schedule(id: $id) {\n      ...ScheduleDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSchedule($id: ID!, $input: ScheduleInput!) {\n    updateSchedule(id: $id, input: $input) {\n      ...ScheduleSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSchedule($id: ID!, $input: ScheduleInput!) {\n    updateSchedule(id: $id, input: $input) {\n      ...ScheduleSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SheetEntryFields on ScheduleSong {\n    id\n    order\n    songId\n    key\n    sectionOrder\n  }\n"): (typeof documents)["\n  fragment SheetEntryFields on ScheduleSong {\n    id\n    order\n    songId\n    key\n    sectionOrder\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SheetSongFields on Song {\n    id\n    title\n    language\n    key\n    sectionOrder\n    stanzas {\n      id\n      position\n      label\n      lyrics\n      transliterations {\n        language\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SheetSongFields on Song {\n    id\n    title\n    language\n    key\n    sectionOrder\n    stanzas {\n      id\n      position\n      label\n      lyrics\n      transliterations {\n        language\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveSchedule($id: ID!) {\n    schedule(id: $id) {\n      id\n      name\n      isPublic\n      shareToken\n      songs {\n        ...SheetEntryFields\n        song {\n          id\n          title\n          language\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LiveSchedule($id: ID!) {\n    schedule(id: $id) {\n      id\n      name\n      isPublic\n      shareToken\n      songs {\n        ...SheetEntryFields\n        song {\n          id\n          title\n          language\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveScheduleSong($id: ID!, $songId: ID!) {\n    schedule(id: $id) {\n      id\n      songs(songId: $songId) {\n        id\n        song {\n          ...SheetSongFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LiveScheduleSong($id: ID!, $songId: ID!) {\n    schedule(id: $id) {\n      id\n      songs(songId: $songId) {\n        id\n        song {\n          ...SheetSongFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveSharedSchedule($shareToken: String!) {\n    sharedSchedule(shareToken: $shareToken) {\n      id\n      name\n      isPublic\n      songs {\n        ...SheetEntryFields\n        song: sharedSong {\n          id\n          title\n          language\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LiveSharedSchedule($shareToken: String!) {\n    sharedSchedule(shareToken: $shareToken) {\n      id\n      name\n      isPublic\n      songs {\n        ...SheetEntryFields\n        song: sharedSong {\n          id\n          title\n          language\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveSharedScheduleSong($shareToken: String!, $songId: ID!) {\n    sharedSchedule(shareToken: $shareToken) {\n      id\n      songs(songId: $songId) {\n        id\n        song: sharedSong {\n          ...SheetSongFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LiveSharedScheduleSong($shareToken: String!, $songId: ID!) {\n    sharedSchedule(shareToken: $shareToken) {\n      id\n      songs(songId: $songId) {\n        id\n        song: sharedSong {\n          ...SheetSongFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentSchedules($groupId: ID!, $limit: Int!) {\n    schedules(groupId: $groupId, limit: $limit) {\n      id\n      name\n      shareToken\n      createdAt\n      updatedAt\n      creator {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecentSchedules($groupId: ID!, $limit: Int!) {\n    schedules(groupId: $groupId, limit: $limit) {\n      id\n      name\n      shareToken\n      createdAt\n      updatedAt\n      creator {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceNeighbours($groupId: ID!, $today: String!, $yesterday: String!) {\n    next: schedules(\n      groupId: $groupId\n      limit: 1\n      sort: SERVICE_DATE_ASC\n      filter: { serviceFrom: $today }\n    ) {\n      id\n      name\n      serviceDate\n      serviceTimes\n    }\n    last: schedules(\n      groupId: $groupId\n      limit: 1\n      sort: SERVICE_DATE_DESC\n      filter: { serviceTo: $yesterday }\n    ) {\n      id\n      name\n      serviceDate\n      serviceTimes\n    }\n  }\n"): (typeof documents)["\n  query ServiceNeighbours($groupId: ID!, $today: String!, $yesterday: String!) {\n    next: schedules(\n      groupId: $groupId\n      limit: 1\n      sort: SERVICE_DATE_ASC\n      filter: { serviceFrom: $today }\n    ) {\n      id\n      name\n      serviceDate\n      serviceTimes\n    }\n    last: schedules(\n      groupId: $groupId\n      limit: 1\n      sort: SERVICE_DATE_DESC\n      filter: { serviceTo: $yesterday }\n    ) {\n      id\n      name\n      serviceDate\n      serviceTimes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchedulePrint($id: ID!) {\n    schedule(id: $id) {\n      id\n      name\n      songs {\n        ...SheetEntryFields\n        song {\n          id\n          title\n          language\n          deletedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SchedulePrint($id: ID!) {\n    schedule(id: $id) {\n      id\n      name\n      songs {\n        ...SheetEntryFields\n        song {\n          id\n          title\n          language\n          deletedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchedulePrintSong($id: ID!, $songId: ID!) {\n    schedule(id: $id) {\n      id\n      songs(songId: $songId) {\n        id\n        song {\n          ...SheetSongFields\n          author\n          artist\n          tempo\n          copyright\n          ccliNumber\n          deletedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SchedulePrintSong($id: ID!, $songId: ID!) {\n    schedule(id: $id) {\n      id\n      songs(songId: $songId) {\n        id\n        song {\n          ...SheetSongFields\n          author\n          artist\n          tempo\n          copyright\n          ccliNumber\n          deletedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordSchedulePrint($scheduleId: ID!, $copies: Int!) {\n    recordSchedulePrint(scheduleId: $scheduleId, copies: $copies)\n  }\n"): (typeof documents)["\n  mutation RecordSchedulePrint($scheduleId: ID!, $copies: Int!) {\n    recordSchedulePrint(scheduleId: $scheduleId, copies: $copies)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Schedules($groupId: ID!, $filter: ScheduleFilter, $sort: ScheduleSort) {\n    schedules(groupId: $groupId, filter: $filter, sort: $sort) {\n      ...ScheduleSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query Schedules($groupId: ID!, $filter: ScheduleFilter, $sort: ScheduleSort) {\n    schedules(groupId: $groupId, filter: $filter, sort: $sort) {\n      ...ScheduleSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduleCreators($groupId: ID!) {\n    scheduleCreators(groupId: $groupId) {\n      id\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  query ScheduleCreators($groupId: ID!) {\n    scheduleCreators(groupId: $groupId) {\n      id\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSchedule($groupId: ID!, $input: ScheduleInput!) {\n    createSchedule(groupId: $groupId, input: $input) {\n      ...ScheduleSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSchedule($groupId: ID!, $input: ScheduleInput!) {\n    createSchedule(groupId: $groupId, input: $input) {\n      ...ScheduleSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSchedule($id: ID!) {\n    deleteSchedule(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSchedule($id: ID!) {\n    deleteSchedule(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedSchedule($shareToken: String!) {\n    sharedSchedule(shareToken: $shareToken) {\n      id\n      name\n      createdAt\n      songCount\n      creator {\n        id\n        firstName\n        lastName\n      }\n      songs {\n        id\n        order\n        songId\n        key\n        song: sharedSong {\n          ...SongSummaryFields\n          deletedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedSchedule($shareToken: String!) {\n    sharedSchedule(shareToken: $shareToken) {\n      id\n      name\n      createdAt\n      songCount\n      creator {\n        id\n        firstName\n        lastName\n      }\n      songs {\n        id\n        order\n        songId\n        key\n        song: sharedSong {\n          ...SongSummaryFields\n          deletedAt\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;