import { useEffect, useState } from 'react';

/** Cards a long list renders at once: a screen's worth, phone or desktop. */
export const FIRST_STEP = 12;
/** Cards added a task after that, each time, until the list is whole. */
export const NEXT_STEP = 6;

/**
 * How many of a list's `count` items to render now: the first `first` at once, then `step` more
 * a task later each, until every one is there. Two hundred cards at once are one long task
 * (render, styles, layout) that keeps a phone from answering for half a second and holds the
 * first cards back; in short steps the first screen shows early and the rest fill in below it
 * while the page still answers. The number only grows: a list that changes (a filter, a
 * refetch) never loses cards already shown.
 */
export function useRenderedInSteps(count: number, first = FIRST_STEP, step = NEXT_STEP): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= count) return;
    const timer = setTimeout(() => setShown((current) => current + step), 0);
    return () => clearTimeout(timer);
  }, [shown, count, step]);
  return Math.min(shown, count);
}
