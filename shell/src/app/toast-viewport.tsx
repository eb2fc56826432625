import { Toaster } from '@worship/design-system';
import { useToast } from '@worship/shell-contract';

/** Renders toasts raised anywhere (shell, remotes, handleUnauthorized) through the shared store. */
export function ToastViewport() {
  const { toasts, dismiss } = useToast();
  return <Toaster toasts={toasts} onDismiss={(id) => dismiss(Number(id))} />;
}
