import { apiRequest, errorMessage } from '@worship/shell-contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Position } from './deck';
import { httpStatusOf, isLiveState, newControlId, type LiveState } from './live-session';

/**
 * - `idle`: this device does not lead;
 * - `starting`: asking to lead;
 * - `leading`: this device leads: its moves are every follower's;
 * - `lost`: another device took control (`lostTo` names who).
 */
export type LeadRole = 'idle' | 'starting' | 'leading' | 'lost';

/** How often moves the server could not take are sent again while it is unreachable. */
const RESEND_MS = 2000;

/**
 * Leading a schedule from this device (issue 20 "Live"): one control id per page load; start
 * (refused while another device leads, unless taking over), move, stop. A move is the caller's
 * to show at once; it is sent after, the newest only when several wait, and sent again until
 * the server takes it, so the leader's own screen never waits for the network.
 * `stream` is the session as the event stream last told it: it says when control was lost.
 */
export function useLiveLead(scheduleId: string, stream: LiveState | null) {
  const [controlId] = useState(newControlId);
  const url = `/api/schedules/${encodeURIComponent(scheduleId)}/live`;
  const [role, setRole] = useState<LeadRole>('idle');
  /** When starting was refused: the server's message ("Jane Doe is leading this schedule"). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [lostTo, setLostTo] = useState<string | null>(null);
  const [unsent, setUnsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const roleRef = useRef(role);
  roleRef.current = role;
  /** The version the server gave this device's start: older stream states say nothing new. */
  const startedAt = useRef(Infinity);
  const pending = useRef<Position | null>(null);
  const sending = useRef(false);
  const resend = useRef<number | undefined>(undefined);

  const loseControl = useCallback((to: string | null) => {
    pending.current = null;
    window.clearTimeout(resend.current);
    setUnsent(false);
    setLostTo(to);
    setRole('lost');
  }, []);

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    window.clearTimeout(resend.current);
    try {
      while (pending.current && roleRef.current === 'leading') {
        const position = pending.current;
        try {
          await apiRequest('PUT', url, { controlId, ...position });
          if (pending.current === position) pending.current = null;
          setUnsent(pending.current !== null);
        } catch (failure) {
          if (httpStatusOf(failure) === 409) {
            loseControl(null);
          } else {
            // Unreachable (or a passing server error): keep presenting, send again later.
            setUnsent(true);
            resend.current = window.setTimeout(() => void flush(), RESEND_MS);
          }
          return;
        }
      }
    } finally {
      sending.current = false;
    }
  }, [controlId, loseControl, url]);

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      window.clearTimeout(resend.current);
    };
  }, [flush]);

  // Someone else's start after this device's: control has passed to them.
  useEffect(() => {
    if (role !== 'leading' || !stream || stream.version <= startedAt.current) return;
    if (stream.live && stream.controlId && stream.controlId !== controlId) {
      loseControl(stream.leader?.name ?? null);
    }
  }, [controlId, loseControl, role, stream]);

  /** Starts leading at `position`; `takeOver` takes control from the device that leads. */
  const start = useCallback(
    async (position: Position | null, takeOver = false) => {
      setRole('starting');
      setRefusal(null);
      setError(null);
      try {
        const state = await apiRequest<unknown>('POST', url, { controlId, takeOver });
        startedAt.current = isLiveState(state) ? state.version : -1;
        setLostTo(null);
        setRole('leading');
        roleRef.current = 'leading';
        if (position) {
          pending.current = position;
          await flush();
        }
        return true;
      } catch (failure) {
        setRole('idle');
        if (httpStatusOf(failure) === 409) setRefusal(errorMessage(failure));
        else setError(errorMessage(failure, 'Could not start leading. Check your connection.'));
        return false;
      }
    },
    [controlId, flush, url],
  );

  /** Sends this device's move to the followers (the caller has shown it already). */
  const move = useCallback(
    (position: Position) => {
      if (roleRef.current !== 'leading') return;
      pending.current = position;
      void flush();
    },
    [flush],
  );

  const stop = useCallback(async () => {
    pending.current = null;
    window.clearTimeout(resend.current);
    setUnsent(false);
    setRole('idle');
    roleRef.current = 'idle';
    try {
      await apiRequest('DELETE', url, { controlId });
    } catch {
      // Another device leads already, or the server is away: this one has stopped either way.
    }
  }, [controlId, url]);

  return {
    controlId,
    role,
    leading: role === 'leading',
    refusal,
    clearRefusal: useCallback(() => setRefusal(null), []),
    lostTo,
    /** Moves wait to be sent: the server is unreachable. */
    unsent,
    error,
    start,
    move,
    stop,
  };
}

export type LiveLead = ReturnType<typeof useLiveLead>;
