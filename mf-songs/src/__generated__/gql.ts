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
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...CategoryFields\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  fragment CategoryFields on Category {\n    id\n    name\n    color\n    createdAt\n    createdBy\n    canEdit\n  }\n": typeof types.CategoryFieldsFragmentDoc,
    "\n  query Categories {\n    categories {\n      ...CategoryFields\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  fragment SongCardFields on Song {\n    id\n    title\n    language\n    author\n    key\n    tempo\n    isPublic\n    groupId\n    createdBy\n    createdAt\n    category {\n      id\n      name\n      color\n    }\n    creator {\n      id\n      firstName\n    }\n    canEdit\n    canDelete\n    lyricsExcerpt\n    transliterationPreviews {\n      language\n      text\n    }\n  }\n": typeof types.SongCardFieldsFragmentDoc,
    "\n  fragment SongViewFields on Song {\n    id\n    title\n    language\n    author\n    artist\n    key\n    tempo\n    capo\n    copyright\n    ccliNumber\n    translation\n    sectionOrder\n    category {\n      id\n      name\n      color\n    }\n    stanzas {\n      id\n      position\n      label\n      lyrics\n      transliterations {\n        language\n        text\n      }\n    }\n  }\n": typeof types.SongViewFieldsFragmentDoc,
    "\n  fragment SongFields on Song {\n    ...SongCardFields\n    ...SongViewFields\n    version\n  }\n": typeof types.SongFieldsFragmentDoc,
    "\n  query Song($id: ID!) {\n    song(id: $id) {\n      ...SongFields\n    }\n  }\n": typeof types.SongDocument,
    "\n  query SharedScheduleSong($shareToken: String!, $songId: ID!) {\n    sharedSchedule(shareToken: $shareToken) {\n      id\n      songs(songId: $songId) {\n        id\n        sharedSong {\n          ...SongViewFields\n        }\n      }\n    }\n  }\n": typeof types.SharedScheduleSongDocument,
    "\n  query SongUsageHistory($id: ID!) {\n    song(id: $id) {\n      id\n      usageCount\n      recentUsage {\n        last3Months\n        last6Months\n        last12Months\n      }\n      usageHistory {\n        scheduleId\n        scheduleName\n        serviceDate\n        serviceTime\n        key\n        group {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.SongUsageHistoryDocument,
    "\n  mutation DeleteSong($id: ID!) {\n    deleteSong(id: $id)\n  }\n": typeof types.DeleteSongDocument,
    "\n  mutation ImportSongs($input: ImportSongsInput!) {\n    importSongs(input: $input) {\n      name\n      status\n      songId\n      message\n      format\n      duplicateOfId\n      duplicateOfTitle\n      warnings\n      preview {\n        title\n        language\n        sections\n      }\n    }\n  }\n": typeof types.ImportSongsDocument,
    "\n  query SongAuthors {\n    songAuthors\n  }\n": typeof types.SongAuthorsDocument,
    "\n  mutation CreateSong($input: CreateSongInput!) {\n    createSong(input: $input) {\n      ...SongFields\n    }\n  }\n": typeof types.CreateSongDocument,
    "\n  mutation UpdateSong($id: ID!, $input: UpdateSongInput!) {\n    updateSong(id: $id, input: $input) {\n      ...SongFields\n    }\n  }\n": typeof types.UpdateSongDocument,
    "\n  query SongVersions($id: ID!) {\n    song(id: $id) {\n      id\n      version\n      versions {\n        version\n        editedAt\n        changedFields\n        restoredFrom\n        editedBy {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": typeof types.SongVersionsDocument,
    "\n  query SongVersion($songId: ID!, $version: Int!) {\n    songVersion(songId: $songId, version: $version) {\n      version\n      snapshot {\n        title\n        language\n        author\n        artist\n        key\n        tempo\n        capo\n        copyright\n        ccliNumber\n        translation\n        isPublic\n        sectionOrder\n        categoryId\n        stanzas {\n          position\n          label\n          lyrics\n          transliterations {\n            language\n            text\n          }\n        }\n      }\n    }\n  }\n": typeof types.SongVersionDocument,
    "\n  mutation RestoreSongVersion($id: ID!, $version: Int!, $expectedVersion: Int) {\n    restoreSongVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n      ...SongFields\n    }\n  }\n": typeof types.RestoreSongVersionDocument,
    "\n  query LibrarySongs($groupId: ID, $neverUsed: Boolean, $notUsedForMonths: Int, $sort: SongSort) {\n    songs(\n      groupId: $groupId\n      neverUsed: $neverUsed\n      notUsedForMonths: $notUsedForMonths\n      sort: $sort\n    ) {\n      ...SongCardFields\n    }\n  }\n": typeof types.LibrarySongsDocument,
    "\n  query LibrarySongSearch(\n    $query: String!\n    $language: String\n    $categoryId: ID\n    $groupId: ID\n    $neverUsed: Boolean\n    $notUsedForMonths: Int\n    $limit: Int\n  ) {\n    searchSongs(\n      query: $query\n      language: $language\n      categoryId: $categoryId\n      groupId: $groupId\n      neverUsed: $neverUsed\n      notUsedForMonths: $notUsedForMonths\n      limit: $limit\n    ) {\n      ...SongCardFields\n    }\n  }\n": typeof types.LibrarySongSearchDocument,
    "\n  query LibrarySongSearchSuggestions(\n    $query: String!\n    $language: String\n    $categoryId: ID\n    $groupId: ID\n    $neverUsed: Boolean\n    $notUsedForMonths: Int\n  ) {\n    songSearchSuggestions(\n      query: $query\n      language: $language\n      categoryId: $categoryId\n      groupId: $groupId\n      neverUsed: $neverUsed\n      notUsedForMonths: $notUsedForMonths\n    )\n  }\n": typeof types.LibrarySongSearchSuggestionsDocument,
    "\n  query PublicSongs {\n    publicSongs {\n      ...SongCardFields\n    }\n  }\n": typeof types.PublicSongsDocument,
    "\n  query SearchPublicSongs($query: String!, $language: String, $categoryId: ID, $limit: Int) {\n    searchPublicSongs(query: $query, language: $language, categoryId: $categoryId, limit: $limit) {\n      ...SongCardFields\n    }\n  }\n": typeof types.SearchPublicSongsDocument,
    "\n  query PublicSongSearchSuggestions($query: String!, $language: String, $categoryId: ID) {\n    publicSongSearchSuggestions(query: $query, language: $language, categoryId: $categoryId)\n  }\n": typeof types.PublicSongSearchSuggestionsDocument,
    "\n  query PublicSong($id: ID!) {\n    publicSong(id: $id) {\n      ...SongFields\n    }\n  }\n": typeof types.PublicSongDocument,
    "\n  query PublicCategories {\n    publicCategories {\n      id\n      name\n      color\n    }\n  }\n": typeof types.PublicCategoriesDocument,
    "\n  fragment GroupSummaryFields on Group {\n    id\n    name\n    description\n    createdBy\n    createdAt\n    isOwner\n    memberCount\n  }\n": typeof types.GroupSummaryFieldsFragmentDoc,
    "\n  query MyGroups {\n    myGroups {\n      ...GroupSummaryFields\n    }\n  }\n": typeof types.MyGroupsDocument,
};
const documents: Documents = {
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...CategoryFields\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  fragment CategoryFields on Category {\n    id\n    name\n    color\n    createdAt\n    createdBy\n    canEdit\n  }\n": types.CategoryFieldsFragmentDoc,
    "\n  query Categories {\n    categories {\n      ...CategoryFields\n    }\n  }\n": types.CategoriesDocument,
    "\n  fragment SongCardFields on Song {\n    id\n    title\n    language\n    author\n    key\n    tempo\n    isPublic\n    groupId\n    createdBy\n    createdAt\n    category {\n      id\n      name\n      color\n    }\n    creator {\n      id\n      firstName\n    }\n    canEdit\n    canDelete\n    lyricsExcerpt\n    transliterationPreviews {\n      language\n      text\n    }\n  }\n": types.SongCardFieldsFragmentDoc,
    "\n  fragment SongViewFields on Song {\n    id\n    title\n    language\n    author\n    artist\n    key\n    tempo\n    capo\n    copyright\n    ccliNumber\n    translation\n    sectionOrder\n    category {\n      id\n      name\n      color\n    }\n    stanzas {\n      id\n      position\n      label\n      lyrics\n      transliterations {\n        language\n        text\n      }\n    }\n  }\n": types.SongViewFieldsFragmentDoc,
    "\n  fragment SongFields on Song {\n    ...SongCardFields\n    ...SongViewFields\n    version\n  }\n": types.SongFieldsFragmentDoc,
    "\n  query Song($id: ID!) {\n    song(id: $id) {\n      ...SongFields\n    }\n  }\n": types.SongDocument,
    "\n  query SharedScheduleSong($shareToken: String!, $songId: ID!) {\n    sharedSchedule(shareToken: $shareToken) {\n      id\n      songs(songId: $songId) {\n        id\n        sharedSong {\n          ...SongViewFields\n        }\n      }\n    }\n  }\n": types.SharedScheduleSongDocument,
    "\n  query SongUsageHistory($id: ID!) {\n    song(id: $id) {\n      id\n      usageCount\n      recentUsage {\n        last3Months\n        last6Months\n        last12Months\n      }\n      usageHistory {\n        scheduleId\n        scheduleName\n        serviceDate\n        serviceTime\n        key\n        group {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.SongUsageHistoryDocument,
    "\n  mutation DeleteSong($id: ID!) {\n    deleteSong(id: $id)\n  }\n": types.DeleteSongDocument,
    "\n  mutation ImportSongs($input: ImportSongsInput!) {\n    importSongs(input: $input) {\n      name\n      status\n      songId\n      message\n      format\n      duplicateOfId\n      duplicateOfTitle\n      warnings\n      preview {\n        title\n        language\n        sections\n      }\n    }\n  }\n": types.ImportSongsDocument,
    "\n  query SongAuthors {\n    songAuthors\n  }\n": types.SongAuthorsDocument,
    "\n  mutation CreateSong($input: CreateSongInput!) {\n    createSong(input: $input) {\n      ...SongFields\n    }\n  }\n": types.CreateSongDocument,
    "\n  mutation UpdateSong($id: ID!, $input: UpdateSongInput!) {\n    updateSong(id: $id, input: $input) {\n      ...SongFields\n    }\n  }\n": types.UpdateSongDocument,
    "\n  query SongVersions($id: ID!) {\n    song(id: $id) {\n      id\n      version\n      versions {\n        version\n        editedAt\n        changedFields\n        restoredFrom\n        editedBy {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": types.SongVersionsDocument,
    "\n  query SongVersion($songId: ID!, $version: Int!) {\n    songVersion(songId: $songId, version: $version) {\n      version\n      snapshot {\n        title\n        language\n        author\n        artist\n        key\n        tempo\n        capo\n        copyright\n        ccliNumber\n        translation\n        isPublic\n        sectionOrder\n        categoryId\n        stanzas {\n          position\n          label\n          lyrics\n          transliterations {\n            language\n            text\n          }\n        }\n      }\n    }\n  }\n": types.SongVersionDocument,
    "\n  mutation RestoreSongVersion($id: ID!, $version: Int!, $expectedVersion: Int) {\n    restoreSongVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n      ...SongFields\n    }\n  }\n": types.RestoreSongVersionDocument,
    "\n  query LibrarySongs($groupId: ID, $neverUsed: Boolean, $notUsedForMonths: Int, $sort: SongSort) {\n    songs(\n      groupId: $groupId\n      neverUsed: $neverUsed\n      notUsedForMonths: $notUsedForMonths\n      sort: $sort\n    ) {\n      ...SongCardFields\n    }\n  }\n": types.LibrarySongsDocument,
    "\n  query LibrarySongSearch(\n    $query: String!\n    $language: String\n    $categoryId: ID\n    $groupId: ID\n    $neverUsed: Boolean\n    $notUsedForMonths: Int\n    $limit: Int\n  ) {\n    searchSongs(\n      query: $query\n      language: $language\n      categoryId: $categoryId\n      groupId: $groupId\n      neverUsed: $neverUsed\n      notUsedForMonths: $notUsedForMonths\n      limit: $limit\n    ) {\n      ...SongCardFields\n    }\n  }\n": types.LibrarySongSearchDocument,
    "\n  query LibrarySongSearchSuggestions(\n    $query: String!\n    $language: String\n    $categoryId: ID\n    $groupId: ID\n    $neverUsed: Boolean\n    $notUsedForMonths: Int\n  ) {\n    songSearchSuggestions(\n      query: $query\n      language: $language\n      categoryId: $categoryId\n      groupId: $groupId\n      neverUsed: $neverUsed\n      notUsedForMonths: $notUsedForMonths\n    )\n  }\n": types.LibrarySongSearchSuggestionsDocument,
    "\n  query PublicSongs {\n    publicSongs {\n      ...SongCardFields\n    }\n  }\n": types.PublicSongsDocument,
    "\n  query SearchPublicSongs($query: String!, $language: String, $categoryId: ID, $limit: Int) {\n    searchPublicSongs(query: $query, language: $language, categoryId: $categoryId, limit: $limit) {\n      ...SongCardFields\n    }\n  }\n": types.SearchPublicSongsDocument,
    "\n  query PublicSongSearchSuggestions($query: String!, $language: String, $categoryId: ID) {\n    publicSongSearchSuggestions(query: $query, language: $language, categoryId: $categoryId)\n  }\n": types.PublicSongSearchSuggestionsDocument,
    "\n  query PublicSong($id: ID!) {\n    publicSong(id: $id) {\n      ...SongFields\n    }\n  }\n": types.PublicSongDocument,
    "\n  query PublicCategories {\n    publicCategories {\n      id\n      name\n      color\n    }\n  }\n": types.PublicCategoriesDocument,
    "\n  fragment GroupSummaryFields on Group {\n    id\n    name\n    description\n    createdBy\n    createdAt\n    isOwner\n    memberCount\n  }\n": types.GroupSummaryFieldsFragmentDoc,
    "\n  query MyGroups {\n    myGroups {\n      ...GroupSummaryFields\n    }\n  }\n": types.MyGroupsDocument,
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
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryFields on Category {\n    id\n    name\n    color\n    createdAt\n    createdBy\n    canEdit\n  }\n"): (typeof documents)["\n  fragment CategoryFields on Category {\n    id\n    name\n    color\n    createdAt\n    createdBy\n    canEdit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories {\n    categories {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  query Categories {\n    categories {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SongCardFields on Song {\n    id\n    title\n    language\n    author\n    key\n    tempo\n    isPublic\n    groupId\n    createdBy\n    createdAt\n    category {\n      id\n      name\n      color\n    }\n    creator {\n      id\n      firstName\n    }\n    canEdit\n    canDelete\n    lyricsExcerpt\n    transliterationPreviews {\n      language\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment SongCardFields on Song {\n    id\n    title\n    language\n    author\n    key\n    tempo\n    isPublic\n    groupId\n    createdBy\n    createdAt\n    category {\n      id\n      name\n      color\n    }\n    creator {\n      id\n      firstName\n    }\n    canEdit\n    canDelete\n    lyricsExcerpt\n    transliterationPreviews {\n      language\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SongViewFields on Song {\n    id\n    title\n    language\n    author\n    artist\n    key\n    tempo\n    capo\n    copyright\n    ccliNumber\n    translation\n    sectionOrder\n    category {\n      id\n      name\n      color\n    }\n    stanzas {\n      id\n      position\n      label\n      lyrics\n      transliterations {\n        language\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SongViewFields on Song {\n    id\n    title\n    language\n    author\n    artist\n    key\n    tempo\n    capo\n    copyright\n    ccliNumber\n    translation\n    sectionOrder\n    category {\n      id\n      name\n      color\n    }\n    stanzas {\n      id\n      position\n      label\n      lyrics\n      transliterations {\n        language\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SongFields on Song {\n    ...SongCardFields\n    ...SongViewFields\n    version\n  }\n"): (typeof documents)["\n  fragment SongFields on Song {\n    ...SongCardFields\n    ...SongViewFields\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Song($id: ID!) {\n    song(id: $id) {\n      ...SongFields\n    }\n  }\n"): (typeof documents)["\n  query Song($id: ID!) {\n    song(id: $id) {\n      ...SongFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedScheduleSong($shareToken: String!, $songId: ID!) {\n    sharedSchedule(shareToken: $shareToken) {\n      id\n      songs(songId: $songId) {\n        id\n        sharedSong {\n          ...SongViewFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedScheduleSong($shareToken: String!, $songId: ID!) {\n    sharedSchedule(shareToken: $shareToken) {\n      id\n      songs(songId: $songId) {\n        id\n        sharedSong {\n          ...SongViewFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SongUsageHistory($id: ID!) {\n    song(id: $id) {\n      id\n      usageCount\n      recentUsage {\n        last3Months\n        last6Months\n        last12Months\n      }\n      usageHistory {\n        scheduleId\n        scheduleName\n        serviceDate\n        serviceTime\n        key\n        group {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SongUsageHistory($id: ID!) {\n    song(id: $id) {\n      id\n      usageCount\n      recentUsage {\n        last3Months\n        last6Months\n        last12Months\n      }\n      usageHistory {\n        scheduleId\n        scheduleName\n        serviceDate\n        serviceTime\n        key\n        group {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSong($id: ID!) {\n    deleteSong(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSong($id: ID!) {\n    deleteSong(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportSongs($input: ImportSongsInput!) {\n    importSongs(input: $input) {\n      name\n      status\n      songId\n      message\n      format\n      duplicateOfId\n      duplicateOfTitle\n      warnings\n      preview {\n        title\n        language\n        sections\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportSongs($input: ImportSongsInput!) {\n    importSongs(input: $input) {\n      name\n      status\n      songId\n      message\n      format\n      duplicateOfId\n      duplicateOfTitle\n      warnings\n      preview {\n        title\n        language\n        sections\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SongAuthors {\n    songAuthors\n  }\n"): (typeof documents)["\n  query SongAuthors {\n    songAuthors\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSong($input: CreateSongInput!) {\n    createSong(input: $input) {\n      ...SongFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSong($input: CreateSongInput!) {\n    createSong(input: $input) {\n      ...SongFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSong($id: ID!, $input: UpdateSongInput!) {\n    updateSong(id: $id, input: $input) {\n      ...SongFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSong($id: ID!, $input: UpdateSongInput!) {\n    updateSong(id: $id, input: $input) {\n      ...SongFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SongVersions($id: ID!) {\n    song(id: $id) {\n      id\n      version\n      versions {\n        version\n        editedAt\n        changedFields\n        restoredFrom\n        editedBy {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SongVersions($id: ID!) {\n    song(id: $id) {\n      id\n      version\n      versions {\n        version\n        editedAt\n        changedFields\n        restoredFrom\n        editedBy {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SongVersion($songId: ID!, $version: Int!) {\n    songVersion(songId: $songId, version: $version) {\n      version\n      snapshot {\n        title\n        language\n        author\n        artist\n        key\n        tempo\n        capo\n        copyright\n        ccliNumber\n        translation\n        isPublic\n        sectionOrder\n        categoryId\n        stanzas {\n          position\n          label\n          lyrics\n          transliterations {\n            language\n            text\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SongVersion($songId: ID!, $version: Int!) {\n    songVersion(songId: $songId, version: $version) {\n      version\n      snapshot {\n        title\n        language\n        author\n        artist\n        key\n        tempo\n        capo\n        copyright\n        ccliNumber\n        translation\n        isPublic\n        sectionOrder\n        categoryId\n        stanzas {\n          position\n          label\n          lyrics\n          transliterations {\n            language\n            text\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreSongVersion($id: ID!, $version: Int!, $expectedVersion: Int) {\n    restoreSongVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n      ...SongFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreSongVersion($id: ID!, $version: Int!, $expectedVersion: Int) {\n    restoreSongVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {\n      ...SongFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibrarySongs($groupId: ID, $neverUsed: Boolean, $notUsedForMonths: Int, $sort: SongSort) {\n    songs(\n      groupId: $groupId\n      neverUsed: $neverUsed\n      notUsedForMonths: $notUsedForMonths\n      sort: $sort\n    ) {\n      ...SongCardFields\n    }\n  }\n"): (typeof documents)["\n  query LibrarySongs($groupId: ID, $neverUsed: Boolean, $notUsedForMonths: Int, $sort: SongSort) {\n    songs(\n      groupId: $groupId\n      neverUsed: $neverUsed\n      notUsedForMonths: $notUsedForMonths\n      sort: $sort\n    ) {\n      ...SongCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibrarySongSearch(\n    $query: String!\n    $language: String\n    $categoryId: ID\n    $groupId: ID\n    $neverUsed: Boolean\n    $notUsedForMonths: Int\n    $limit: Int\n  ) {\n    searchSongs(\n      query: $query\n      language: $language\n      categoryId: $categoryId\n      groupId: $groupId\n      neverUsed: $neverUsed\n      notUsedForMonths: $notUsedForMonths\n      limit: $limit\n    ) {\n      ...SongCardFields\n    }\n  }\n"): (typeof documents)["\n  query LibrarySongSearch(\n    $query: String!\n    $language: String\n    $categoryId: ID\n    $groupId: ID\n    $neverUsed: Boolean\n    $notUsedForMonths: Int\n    $limit: Int\n  ) {\n    searchSongs(\n      query: $query\n      language: $language\n      categoryId: $categoryId\n      groupId: $groupId\n      neverUsed: $neverUsed\n      notUsedForMonths: $notUsedForMonths\n      limit: $limit\n    ) {\n      ...SongCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibrarySongSearchSuggestions(\n    $query: String!\n    $language: String\n    $categoryId: ID\n    $groupId: ID\n    $neverUsed: Boolean\n    $notUsedForMonths: Int\n  ) {\n    songSearchSuggestions(\n      query: $query\n      language: $language\n      categoryId: $categoryId\n      groupId: $groupId\n      neverUsed: $neverUsed\n      notUsedForMonths: $notUsedForMonths\n    )\n  }\n"): (typeof documents)["\n  query LibrarySongSearchSuggestions(\n    $query: String!\n    $language: String\n    $categoryId: ID\n    $groupId: ID\n    $neverUsed: Boolean\n    $notUsedForMonths: Int\n  ) {\n    songSearchSuggestions(\n      query: $query\n      language: $language\n      categoryId: $categoryId\n      groupId: $groupId\n      neverUsed: $neverUsed\n      notUsedForMonths: $notUsedForMonths\n    )\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicSongs {\n    publicSongs {\n      ...SongCardFields\n    }\n  }\n"): (typeof documents)["\n  query PublicSongs {\n    publicSongs {\n      ...SongCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPublicSongs($query: String!, $language: String, $categoryId: ID, $limit: Int) {\n    searchPublicSongs(query: $query, language: $language, categoryId: $categoryId, limit: $limit) {\n      ...SongCardFields\n    }\n  }\n"): (typeof documents)["\n  query SearchPublicSongs($query: String!, $language: String, $categoryId: ID, $limit: Int) {\n    searchPublicSongs(query: $query, language: $language, categoryId: $categoryId, limit: $limit) {\n      ...SongCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicSongSearchSuggestions($query: String!, $language: String, $categoryId: ID) {\n    publicSongSearchSuggestions(query: $query, language: $language, categoryId: $categoryId)\n  }\n"): (typeof documents)["\n  query PublicSongSearchSuggestions($query: String!, $language: String, $categoryId: ID) {\n    publicSongSearchSuggestions(query: $query, language: $language, categoryId: $categoryId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicSong($id: ID!) {\n    publicSong(id: $id) {\n      ...SongFields\n    }\n  }\n"): (typeof documents)["\n  query PublicSong($id: ID!) {\n    publicSong(id: $id) {\n      ...SongFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicCategories {\n    publicCategories {\n      id\n      name\n      color\n    }\n  }\n"): (typeof documents)["\n  query PublicCategories {\n    publicCategories {\n      id\n      name\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupSummaryFields on Group {\n    id\n    name\n    description\n    createdBy\n    createdAt\n    isOwner\n    memberCount\n  }\n"): (typeof documents)["\n  fragment GroupSummaryFields on Group {\n    id\n    name\n    description\n    createdBy\n    createdAt\n    isOwner\n    memberCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGroups {\n    myGroups {\n      ...GroupSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query MyGroups {\n    myGroups {\n      ...GroupSummaryFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;