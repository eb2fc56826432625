import { Badge } from '@worship/design-system';

/** Issue 17: a song deleted from the library stays in the schedules that hold it, marked so. */
export const REMOVED_FROM_LIBRARY = 'Removed from the library';

/** True for a song the library no longer shows (songs answers it with `deletedAt` set). */
export const isRemoved = (song: { deletedAt?: string | null } | null | undefined) =>
  Boolean(song?.deletedAt);

export function RemovedBadge() {
  return <Badge variant="warning">{REMOVED_FROM_LIBRARY}</Badge>;
}
