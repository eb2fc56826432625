import { useLayoutEffect, useRef } from 'react';

/**
 * A ref holding this render's `value`, for callbacks that must keep one identity (a memoised
 * card's handlers, a dialog listed once while open) yet act on the latest props and state.
 * Updated in a layout effect, so it is current before any event after the commit.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
