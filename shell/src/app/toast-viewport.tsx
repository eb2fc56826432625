import { Toaster } from '@worship/design-system';
import { TOAST_DURATION_MS, useToast } from '@worship/shell-contract';

/**
 * Renders toasts raised anywhere (shell, remotes, handleUnauthorized) through the shared store:
 * one at a time, 5000 ms by default (spec §9). Mounted on every page, the landing page too, so
 * its region is in place before the first toast.
 */
export function ToastViewport() {
  const { toasts, dismiss } = useToast();
  return (
    <Toaster toasts={toasts} duration={TOAST_DURATION_MS} onDismiss={(id) => dismiss(Number(id))} />
  );
}
