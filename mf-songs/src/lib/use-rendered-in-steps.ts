import { useEffect, useState } from 'react';

/** Cards a long list renders at once, then as many more each step. */
export const RENDER_STEP = 12;

/**
 * How many of a list's `count` items to render now: the first `step` at once, then `step` more
 * a task later each, until every one is there. Two hundred cards at once are one long task
 * (render, styles, layout) that keeps a phone from answering for half a second and holds the
 * first cards back; in steps the first screen shows early and the rest fill in below it. The
 * number only grows: a list that changes (a filter, a refetch) never loses cards already shown.
 */
export function useRenderedInSteps(count: number, step = RENDER_STEP): number {
  const [shown, setShown] = useState(step);
  useEffect(() => {
    if (shown >= count) return;
    const timer = setTimeout(() => setShown((current) => current + step), 0);
    return () => clearTimeout(timer);
  }, [shown, count, step]);
  return Math.min(shown, count);
}
