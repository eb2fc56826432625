import { useQuery } from '@apollo/client/react';
import {
  filterSongs,
  searchVariables,
  SEARCH_DEBOUNCE_MS,
  useDebouncedValue,
  useSearchPages,
  type SongFilters,
} from '../lib/song-filters';
import { useAnsweredQuery } from '../lib/highlighted';
import { sortVariables, usageVariables } from '../lib/song-usage';
import type { SongCard } from '../lib/song.graphql';
import {
  LibrarySongsDocument,
  LibrarySongSearchDocument,
  LibrarySongSearchSuggestionsDocument,
} from './songs-library.graphql';

export interface LibrarySongsOptions {
  /** The selected group; null when the user has no group. */
  groupId: string | null;
  /** False while the user's groups are still loading (nothing is asked before). */
  ready: boolean;
  filters: SongFilters;
  /** Without a group the library is the songs this user created (not every public song). */
  createdBy: string | null;
  /** Search results asked for at a time (the songs subgraph's page by default). */
  pageSize?: number;
  /** Asks for "Did you mean" suggestions when a search finds nothing (the library page). */
  suggest?: boolean;
}

/*
 * Issue 21: the usage filter runs on the server, for the list and the search alike; the sort
 * orders the list (a search ranks by how well songs match).
 */

const NO_SUGGESTIONS: readonly string[] = [];

/**
 * The songs the library shows. Spec §4 "Song search": with search text the server searches
 * (and applies the language and category filters); without it the group's list is filtered here.
 */
export function useLibrarySongs({
  groupId,
  ready,
  filters,
  createdBy,
  pageSize,
  suggest = false,
}: LibrarySongsOptions) {
  const query = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const searching = query !== '';
  const group = groupId ? { groupId } : {};
  const usage = usageVariables(filters);

  const list = useQuery(LibrarySongsDocument, {
    variables: { ...group, ...usage, ...sortVariables(filters) },
    skip: !ready || searching,
  });
  const variables = { ...searchVariables(query, filters), ...group, ...usage };
  const pages = useSearchPages(JSON.stringify(variables), pageSize);
  const search = useQuery(LibrarySongSearchDocument, {
    variables: { ...variables, limit: pages.limit },
    skip: !ready || !searching,
  });

  let songs: SongCard[] | undefined;
  if (searching) {
    // Keep the previous results on screen while the next search runs.
    songs = search.data?.searchSongs ?? search.previousData?.searchSongs;
  } else if (list.data) {
    songs = filterSongs(list.data.songs, filters);
  }
  if (songs && !groupId && createdBy) songs = songs.filter((song) => song.createdBy === createdBy);

  // The words to mark in the cards: those of the search the cards on screen answer.
  const answeredQuery = useAnsweredQuery(query, Boolean(search.data));

  // A search that has finished and found nothing: ask for the nearest spellings of its words,
  // with the same text and filters (and group).
  const nothingFound = searching && !search.loading && Boolean(search.data) && songs?.length === 0;
  const suggestions = useQuery(LibrarySongSearchSuggestionsDocument, {
    variables,
    skip: !suggest || !ready || !nothingFound,
  });

  const active = searching ? search : list;
  const results = search.data?.searchSongs;
  return {
    songs,
    searching,
    /** The search text the songs shown answer ('' when not searching), to mark in the cards. */
    highlight: searching ? answeredQuery : '',
    /** More search results may follow: `showMore` asks for the next page. */
    hasMore: searching && !!results && pages.hasMore(results.length),
    showMore: pages.showMore,
    /** Search texts that would find songs, when the search found none ([] otherwise). */
    suggestions: (nothingFound && suggestions.data?.songSearchSuggestions) || NO_SUGGESTIONS,
    loading: !ready || (active.loading && !songs),
    busy: active.loading,
    error: active.error,
    refetch: () => active.refetch(),
  };
}
