import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * Radix lets only the newest dismissable layer see Escape. A toast raised from inside a dialog
 * ('Invite link regenerated') is newer than the dialog, so it would swallow the Escape that a
 * user whose focus is in the dialog means for the dialog. The toast marks such a key press as
 * passed through instead of handling it; the dialog under it then closes itself.
 */
const passedThrough = new WeakSet<Event>();

/** For the toast: leave an Escape pressed outside the toast to the layer the focus is in. */
export function passEscapeThrough(event: KeyboardEvent['nativeEvent'], toast: HTMLElement | null) {
  if (toast && event.target instanceof Node && toast.contains(event.target)) return;
  event.preventDefault(); // the toast stays
  passedThrough.add(event);
}

/**
 * Open state for a Radix dialog, controlled or not, plus an `onKeyDown` for its content that
 * closes it on an Escape a toast passed through. Closing is reported once, however many paths
 * (Radix's own Escape handling, this one) ask for it within one key press.
 */
export function useDialogOpenState(
  open: boolean | undefined,
  onOpenChange?: (open: boolean) => void,
) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const isOpen = open ?? uncontrolled;
  const current = useRef(isOpen);
  useEffect(() => {
    current.current = isOpen;
  }, [isOpen]);

  const setOpen = useCallback(
    (next: boolean) => {
      if (current.current === next) return;
      current.current = next;
      if (open === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || !passedThrough.has(event.nativeEvent)) return;
      // Only for focus inside this dialog's own DOM, not a nested dialog portalled elsewhere.
      if (event.target instanceof Node && event.currentTarget.contains(event.target))
        setOpen(false);
    },
    [setOpen],
  );

  return { open: isOpen, setOpen, onKeyDown };
}
