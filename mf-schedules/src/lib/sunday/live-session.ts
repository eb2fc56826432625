import type { Position, Screen } from './deck';

// The live session of a schedule as the server sends it (docs/live-contract: REST and the event
// stream carry the same JSON). One device leads; every device that follows shows its position.

export interface LiveState {
  scheduleId: string;
  /** false: nobody leads (the fields after `version` are null). */
  live: boolean;
  /** Grows with every change: a follower never goes back to an older state. */
  version: number;
  leader: { id: string; name: string } | null;
  /** The leading device's id; not sent to share-token followers. */
  controlId?: string | null;
  songId: string | null;
  section: number | null;
  screen: Screen | null;
  updatedAt: string;
}

const SCREENS: readonly string[] = ['SECTION', 'TITLE', 'BLANK', 'BLACK'];

export function isLiveState(value: unknown): value is LiveState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<LiveState>;
  return (
    typeof state.scheduleId === 'string' &&
    typeof state.live === 'boolean' &&
    typeof state.version === 'number' &&
    (state.screen == null || SCREENS.includes(state.screen))
  );
}

/** Where a live session stands, if someone leads it. */
export function livePosition(state: LiveState | null): Position | null {
  if (!state?.live || !state.songId || state.section == null || !state.screen) return null;
  return { songId: state.songId, section: state.section, screen: state.screen };
}

/** The live routes of a schedule: a member's by id, anyone's by a public schedule's link. */
export function liveUrls(source: { scheduleId: string } | { shareToken: string }) {
  const base =
    'scheduleId' in source
      ? `/api/schedules/${encodeURIComponent(source.scheduleId)}/live`
      : `/api/schedules/share/${encodeURIComponent(source.shareToken)}/live`;
  return { state: base, events: `${base}/events` };
}

/** A device's id for leading, new with every page load (crypto.randomUUID needs HTTPS or localhost). */
export function newControlId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The HTTP status of an apiRequest error (`Error('409: …')`), or null for a network failure. */
export function httpStatusOf(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}
