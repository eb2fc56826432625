import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLatest } from './use-latest';

/**
 * Radix lets only the newest dismissable layer see Escape. A toast raised from inside a dialog
 * ('Invite link regenerated') is newer than the dialog, so it would swallow the Escape that a
 * user whose focus is in the dialog means for the dialog. The toast marks such a key press as
 * passed through instead of handling it; the dialog under it then closes itself.
 */
const passedThrough = new WeakSet<Event>();

interface OpenDialog {
  isOpen: () => boolean;
  close: () => void;
}

/** The dialogs using `useDialogOpenState` that are open, oldest first. */
const openDialogs: OpenDialog[] = [];

/**
 * For the toast: leave an Escape pressed outside the toast to the layer the focus is in. With
 * the focus in no dialog at all (on the body: Radix returns it to the dialog beneath a nested
 * one a moment after the nested one closes), no dialog's `onKeyDown` sees the key press, yet
 * the user means the topmost dialog: close that one here, and only that one.
 */
export function passEscapeThrough(event: KeyboardEvent['nativeEvent'], toast: HTMLElement | null) {
  const target = event.target;
  if (toast && target instanceof Node && toast.contains(target)) return;
  event.preventDefault(); // the toast stays
  passedThrough.add(event);
  // Focus in a dialog: that dialog's onKeyDown decides (one of ours closes itself).
  if (target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]')) return;
  openDialogs.findLast((dialog) => dialog.isOpen())?.close();
}

/**
 * Open state for a Radix dialog, controlled or not, plus an `onKeyDown` for its content that
 * closes it on an Escape a toast passed through. Closing is reported once, however many paths
 * (Radix's own Escape handling, this one, `passEscapeThrough`) ask for it within one key press.
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

  // Listed while open, for `passEscapeThrough`. The effect depends on `isOpen` only, so an
  // `onOpenChange` that changes on every render keeps the dialog's place in the opening order.
  const latestSetOpen = useLatest(setOpen);
  useEffect(() => {
    if (!isOpen) return;
    // `current` turns false as soon as the dialog asks to close, before this cleanup runs.
    const entry: OpenDialog = {
      isOpen: () => current.current,
      close: () => latestSetOpen.current(false),
    };
    openDialogs.push(entry);
    return () => {
      openDialogs.splice(openDialogs.indexOf(entry), 1);
    };
  }, [isOpen]);

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
