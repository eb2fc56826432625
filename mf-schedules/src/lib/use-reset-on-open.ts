import { useState } from 'react';

/**
 * Calls `reset` while rendering whenever `open` turns true, so that every opening of a dialog
 * starts from fresh state (React's "adjust state when a prop changes", without an effect's extra
 * paint of stale values).
 */
export function useResetOnOpen(open: boolean, reset: () => void) {
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) reset();
  }
}
