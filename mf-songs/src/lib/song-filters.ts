import { useEffect, useState } from 'react';

/** 'all' means no filter (the selects' first option). */
export interface SongFilters {
  search: string;
  language: string;
  categoryId: string;
  /** Issue 21 (the library only): ALL, NEVER_USED or `unused-<months>` (song-usage.ts). */
  usage: string;
  /** Issue 21 (the library's list only): NEWEST or LAST_USED (song-usage.ts). */
  sort: string;
}

export const ALL = 'all';
export const NO_FILTERS: SongFilters = {
  search: '',
  language: ALL,
  categoryId: ALL,
  usage: ALL,
  sort: 'newest',
};

/** Wait this long after the last keystroke before asking the server (one request per pause). */
export const SEARCH_DEBOUNCE_MS = 300;

export function hasActiveFilters(filters: SongFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.language !== ALL ||
    filters.categoryId !== ALL ||
    filters.usage !== ALL
  );
}

/** What the client-side filters read of a song (a card carries both). */
export interface FilterableSong {
  language: string;
  category?: { id: string } | null;
}

/** Spec §4 "Song search": without search text the language and category filters run here. */
export function filterSongs<T extends FilterableSong>(
  songs: readonly T[],
  filters: SongFilters,
): T[] {
  return songs.filter(
    (song) =>
      (filters.language === ALL || song.language === filters.language) &&
      (filters.categoryId === ALL || song.category?.id === filters.categoryId),
  );
}

/** Variables of searchPublicSongs: the server applies the filters to its results. */
export function searchVariables(query: string, filters: SongFilters) {
  return {
    query,
    ...(filters.language !== ALL ? { language: filters.language } : {}),
    ...(filters.categoryId !== ALL ? { categoryId: filters.categoryId } : {}),
  };
}

/** Search results come this many at a time (the songs subgraph's default page). */
export const SEARCH_PAGE_SIZE = 20;

/**
 * How many search results to ask for: a page, one more per "Show more results", back to one
 * page whenever the search (`key`: its text and filters) changes.
 */
export function useSearchPages(key: string, pageSize = SEARCH_PAGE_SIZE) {
  const [state, setState] = useState({ key, pages: 1 });
  const pages = state.key === key ? state.pages : 1;
  const limit = pageSize * pages;
  return {
    limit,
    /** A full page came back: there may be more. */
    hasMore: (count: number) => count >= limit,
    showMore: () => setState({ key, pages: pages + 1 }),
  };
}

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
