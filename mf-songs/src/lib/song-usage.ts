import { ALL, type SongFilters } from './song-filters';

/*
 * Issue 21, the library's usage filter and sort (docs/usage-and-ccli.md "Library: not used for N
 * months"): the server filters and orders on the uses in the viewer's groups.
 */

export const NEVER_USED = 'never';
export const NEWEST = 'newest';
export const LAST_USED = 'lastUsed';

/** The Usage select's options, first the one that filters nothing. */
export const USAGE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: ALL, label: 'Any time' },
  { value: 'unused-3', label: 'Not used for 3 months' },
  { value: 'unused-6', label: 'Not used for 6 months' },
  { value: 'unused-12', label: 'Not used for 12 months' },
  { value: NEVER_USED, label: 'Never used' },
];

/** The Sort select's options, the default first. */
export const SORT_OPTIONS: readonly { value: string; label: string }[] = [
  { value: NEWEST, label: 'Newest first' },
  { value: LAST_USED, label: 'Least recently used' },
];

/** The usage filter's arguments of `songs` and `searchSongs` (none for Any time). */
export function usageVariables(filters: Pick<SongFilters, 'usage'>) {
  if (filters.usage === NEVER_USED) return { neverUsed: true };
  const months = /^unused-(\d+)$/.exec(filters.usage)?.[1];
  return months ? { notUsedForMonths: Number(months) } : {};
}

/** The list's `sort` argument (none for the default, newest first). */
export function sortVariables(filters: Pick<SongFilters, 'sort'>) {
  return filters.sort === LAST_USED ? { sort: 'LAST_USED' as const } : {};
}
