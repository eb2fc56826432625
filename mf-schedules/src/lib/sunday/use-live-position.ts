import { useCallback, useEffect, useMemo, useState } from 'react';
import { positionOf, type Position, type Slide } from './deck';
import { livePosition, type LiveState } from './live-session';
import type { LiveLead } from './use-live-lead';

const samePosition = (a: Position | null, b: Position | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.songId === b.songId &&
    a.section === b.section &&
    a.screen === b.screen);

/**
 * Where a live view stands. While another device leads, the leader's position (kept as it last
 * was when the stream drops); otherwise this device's own, which it moves itself (and sends to
 * its followers while it leads). The device's own position starts where the leader last was,
 * so leading, taking control or the end of the session goes on from there.
 */
export function useLivePosition(
  slides: readonly Slide[],
  stream: LiveState | null,
  lead: LiveLead | null = null,
) {
  const [own, setOwn] = useState<Position | null>(null);
  const remote = livePosition(stream);
  const following = !lead?.leading && stream?.live === true;
  const [lastRemote, setLastRemote] = useState<Position | null>(null);
  if (remote && !samePosition(remote, lastRemote)) setLastRemote(remote);

  useEffect(() => {
    if (following && lastRemote) setOwn(lastRemote);
  }, [following, lastRemote]);

  const first = slides[0];
  const position = useMemo(
    () => (following ? lastRemote : (own ?? (first ? positionOf(first) : null))),
    [first, following, lastRemote, own],
  );

  /** This device's move: shown at once, sent on when it leads; nothing while it follows. */
  const moveTo = useCallback(
    (next: Position | null) => {
      if (!next || following) return false;
      setOwn(next);
      lead?.move(next);
      return true;
    },
    [following, lead],
  );

  return { position, following, leader: following ? (stream?.leader ?? null) : null, moveTo };
}
