import { registerEnumType } from 'type-graphql';
import { z } from 'zod';
import type { SongListSort } from '../song/song.read-model';
import type { UsageFilter } from './song-usage.sql';

/** Issue 21: how the library list is ordered. */
export enum SongSort {
  /** Newest first (the default). */
  NEWEST = 'NEWEST',
  /** Least recently used first: never used (in the viewer's groups) first, then oldest last use. */
  LAST_USED = 'LAST_USED',
}
registerEnumType(SongSort, { name: 'SongSort' });

export const UNUSED_MONTHS_MIN = 1;
export const UNUSED_MONTHS_MAX = 60;
export const UNUSED_MONTHS_MESSAGE = `Months not used must be a whole number from ${UNUSED_MONTHS_MIN} to ${UNUSED_MONTHS_MAX}`;
export const USAGE_FILTER_BOTH = 'Choose never used or not used for some months, not both';

const notUsedForMonths = z
  .number({ error: UNUSED_MONTHS_MESSAGE })
  .int(UNUSED_MONTHS_MESSAGE)
  .min(UNUSED_MONTHS_MIN, UNUSED_MONTHS_MESSAGE)
  .max(UNUSED_MONTHS_MAX, UNUSED_MONTHS_MESSAGE)
  .nullish();

/** The usage filter's arguments (`neverUsed`, `notUsedForMonths`), for a list or search schema. */
export const usageArgsShape = {
  neverUsed: z.boolean().nullish(),
  notUsedForMonths,
};

/** Refuses both filters at once (never used already means not used for any months). */
export const checkUsageArgs = (
  args: { neverUsed?: boolean | null; notUsedForMonths?: number | null },
  context: z.RefinementCtx,
) => {
  if (args.neverUsed && args.notUsedForMonths != null)
    context.addIssue({ code: 'custom', message: USAGE_FILTER_BOTH, path: ['notUsedForMonths'] });
};

/** The filter the arguments ask for, or null. */
export function usageFilterOf(args: {
  neverUsed?: boolean | null;
  notUsedForMonths?: number | null;
}): UsageFilter | null {
  if (args.neverUsed) return { neverUsed: true };
  if (args.notUsedForMonths != null) return { notUsedForMonths: args.notUsedForMonths };
  return null;
}

export const songSortOf = (sort: SongSort | null | undefined): SongListSort =>
  sort === SongSort.LAST_USED ? 'LAST_USED' : 'NEWEST';
