import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; default 5000 (spec §9). */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
}

/** Spec §9: at most one toast at a time, shown 5000 ms by default. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

type Listener = () => void;

/**
 * A tiny external store of what to show. The shell's viewport (design-system `Toaster`, on Radix
 * Toast) owns the timing: it closes a toast after `duration ?? TOAST_DURATION_MS`, pausing while
 * hovered or focused, and then calls `dismiss(id)`. The store lives in the shared singleton `@worship/shell-contract`, so a toast
 * raised by a remote (or outside React, e.g. handleUnauthorized) shows in the shell's viewport.
 */
export function createToastStore() {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  function dismiss(id?: number) {
    const ids = id === undefined ? toasts.map((t) => t.id) : [id];
    const next = toasts.filter((t) => !ids.includes(t.id));
    if (next.length !== toasts.length) {
      toasts = next;
      emit();
    }
  }

  function toast(input: ToastInput) {
    const id = nextId++;
    const item: ToastItem = { ...input, variant: input.variant ?? 'default', id };
    // Newest first; anything beyond the limit is dropped.
    toasts = [item, ...toasts].slice(0, TOAST_LIMIT);
    emit();
    return { id, dismiss: () => dismiss(id) };
  }

  return {
    toast,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

export const toastStore: ToastStore = createToastStore();

/** Raise a toast from anywhere (also outside React). */
export function toast(input: ToastInput) {
  return toastStore.toast(input);
}

/** `toast({title, description?, variant?})`, `dismiss(id?)` and the toasts currently shown. */
export function useToast() {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  return { toast: toastStore.toast, dismiss: toastStore.dismiss, toasts };
}
