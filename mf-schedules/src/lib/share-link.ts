/** Spec §7: the link a schedule's share button copies. */
export function scheduleShareUrl(shareToken: string): string {
  return `${window.location.origin}/schedules/share/${encodeURIComponent(shareToken)}`;
}
