import { COPY_LINK_FAILED, useCopy } from '@worship/shell-contract';
import { useCallback } from 'react';
import { SCHEDULE_LINK_COPIED } from './messages';
import { scheduleShareUrl } from './share-link';

/**
 * Copies a schedule's share link ({origin}/schedules/share/{shareToken}, spec §7), or any page
 * address given, with the spec's toasts: 'Link copied' / 'Schedule link has been copied to your
 * clipboard!', and 'Error' / 'Failed to copy link to clipboard.' when the browser refuses.
 */
export function useShareSchedule() {
  const copy = useCopy();
  return useCallback(
    (target: { shareToken: string } | { url: string }) =>
      copy('url' in target ? target.url : scheduleShareUrl(target.shareToken), {
        success: SCHEDULE_LINK_COPIED,
        failure: COPY_LINK_FAILED,
      }),
    [copy],
  );
}
