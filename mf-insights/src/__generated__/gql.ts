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
    "\n  query GroupDashboard($groupId: ID!) {\n    group(id: $groupId) {\n      ...GroupStatsFields\n      popularSongs(period: MONTH, limit: 4) {\n        ...PopularSongFields\n      }\n    }\n  }\n": typeof types.GroupDashboardDocument,
    "\n  fragment GroupStatsFields on Group {\n    id\n    name\n    memberCount\n    totalSongs\n    totalSchedules\n    schedulesThisMonth\n    categoryStats {\n      name\n      color\n      songCount\n    }\n    languageStats {\n      language\n      count\n    }\n  }\n": typeof types.GroupStatsFieldsFragmentDoc,
    "\n  fragment PopularSongFields on PopularSong {\n    songId\n    usageCount\n    lastUsed\n    song {\n      id\n      title\n      language\n      category {\n        id\n        name\n        color\n      }\n    }\n  }\n": typeof types.PopularSongFieldsFragmentDoc,
    "\n  query GroupStatistics($groupId: ID!) {\n    group(id: $groupId) {\n      ...GroupStatsFields\n      popularSongs(period: ALL_TIME, limit: 10) {\n        ...PopularSongFields\n      }\n    }\n  }\n": typeof types.GroupStatisticsDocument,
    "\n  query GroupCcliReport($groupId: ID!, $from: String!, $to: String!) {\n    group(id: $groupId) {\n      id\n      ccliReport(from: $from, to: $to) {\n        songId\n        digitalUses\n        printCopies\n        lastUsed\n        song {\n          id\n          title\n          author\n          copyright\n          ccliNumber\n        }\n      }\n    }\n  }\n": typeof types.GroupCcliReportDocument,
};
const documents: Documents = {
    "\n  query GroupDashboard($groupId: ID!) {\n    group(id: $groupId) {\n      ...GroupStatsFields\n      popularSongs(period: MONTH, limit: 4) {\n        ...PopularSongFields\n      }\n    }\n  }\n": types.GroupDashboardDocument,
    "\n  fragment GroupStatsFields on Group {\n    id\n    name\n    memberCount\n    totalSongs\n    totalSchedules\n    schedulesThisMonth\n    categoryStats {\n      name\n      color\n      songCount\n    }\n    languageStats {\n      language\n      count\n    }\n  }\n": types.GroupStatsFieldsFragmentDoc,
    "\n  fragment PopularSongFields on PopularSong {\n    songId\n    usageCount\n    lastUsed\n    song {\n      id\n      title\n      language\n      category {\n        id\n        name\n        color\n      }\n    }\n  }\n": types.PopularSongFieldsFragmentDoc,
    "\n  query GroupStatistics($groupId: ID!) {\n    group(id: $groupId) {\n      ...GroupStatsFields\n      popularSongs(period: ALL_TIME, limit: 10) {\n        ...PopularSongFields\n      }\n    }\n  }\n": types.GroupStatisticsDocument,
    "\n  query GroupCcliReport($groupId: ID!, $from: String!, $to: String!) {\n    group(id: $groupId) {\n      id\n      ccliReport(from: $from, to: $to) {\n        songId\n        digitalUses\n        printCopies\n        lastUsed\n        song {\n          id\n          title\n          author\n          copyright\n          ccliNumber\n        }\n      }\n    }\n  }\n": types.GroupCcliReportDocument,
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
export function graphql(source: "\n  query GroupDashboard($groupId: ID!) {\n    group(id: $groupId) {\n      ...GroupStatsFields\n      popularSongs(period: MONTH, limit: 4) {\n        ...PopularSongFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupDashboard($groupId: ID!) {\n    group(id: $groupId) {\n      ...GroupStatsFields\n      popularSongs(period: MONTH, limit: 4) {\n        ...PopularSongFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupStatsFields on Group {\n    id\n    name\n    memberCount\n    totalSongs\n    totalSchedules\n    schedulesThisMonth\n    categoryStats {\n      name\n      color\n      songCount\n    }\n    languageStats {\n      language\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment GroupStatsFields on Group {\n    id\n    name\n    memberCount\n    totalSongs\n    totalSchedules\n    schedulesThisMonth\n    categoryStats {\n      name\n      color\n      songCount\n    }\n    languageStats {\n      language\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PopularSongFields on PopularSong {\n    songId\n    usageCount\n    lastUsed\n    song {\n      id\n      title\n      language\n      category {\n        id\n        name\n        color\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PopularSongFields on PopularSong {\n    songId\n    usageCount\n    lastUsed\n    song {\n      id\n      title\n      language\n      category {\n        id\n        name\n        color\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupStatistics($groupId: ID!) {\n    group(id: $groupId) {\n      ...GroupStatsFields\n      popularSongs(period: ALL_TIME, limit: 10) {\n        ...PopularSongFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupStatistics($groupId: ID!) {\n    group(id: $groupId) {\n      ...GroupStatsFields\n      popularSongs(period: ALL_TIME, limit: 10) {\n        ...PopularSongFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupCcliReport($groupId: ID!, $from: String!, $to: String!) {\n    group(id: $groupId) {\n      id\n      ccliReport(from: $from, to: $to) {\n        songId\n        digitalUses\n        printCopies\n        lastUsed\n        song {\n          id\n          title\n          author\n          copyright\n          ccliNumber\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupCcliReport($groupId: ID!, $from: String!, $to: String!) {\n    group(id: $groupId) {\n      id\n      ccliReport(from: $from, to: $to) {\n        songId\n        digitalUses\n        printCopies\n        lastUsed\n        song {\n          id\n          title\n          author\n          copyright\n          ccliNumber\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;