/** Spec §2 Dashboard: the label of a popular song's badge when it has no category. */
export const UNCATEGORIZED = 'Uncategorized';

/** Spec §2: a song that no schedule has used yet. */
export const NEVER_USED = 'Never';

/** Spec §2: 'N use' or 'N uses'. */
export function usesLabel(count: number): string {
  return `${count} ${count === 1 ? 'use' : 'uses'}`;
}

/** Spec §2 Category Overview: 'N songs' ('1 song' for one). */
export function songsLabel(count: number): string {
  return `${count} ${count === 1 ? 'song' : 'songs'}`;
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** 'Nov 23' (en-US, the reader's time zone like every date in the product), or null. */
export function shortDate(value: string | null | undefined): string | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? SHORT_DATE.format(date) : null;
}

/** Spec §2 Popular Songs This Month: 'Last: ' plus a short month and day, or 'Never'. */
export function lastUsedLabel(value: string | null | undefined): string {
  const date = shortDate(value);
  return date ? `Last: ${date}` : NEVER_USED;
}

/**
 * A bar's length in percent of the largest value shown beside it (spec §2: "scaled relative to
 * the largest song count"), rounded to a whole percent; 0 when nothing has a count.
 */
export function barPercent(count: number, largest: number): number {
  if (largest <= 0 || count <= 0) return 0;
  return Math.min(100, Math.round((count / largest) * 100));
}
