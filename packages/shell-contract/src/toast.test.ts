import { describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast';

describe('toast store', () => {
  it('keeps at most one toast, the newest', () => {
    const store = createToastStore();
    store.toast({ title: 'First' });
    store.toast({ title: 'Second', variant: 'destructive' });
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({ title: 'Second', variant: 'destructive' }),
    ]);
  });

  it('dismisses on demand and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const { dismiss } = store.toast({ title: 'Hi' });
    expect(store.getSnapshot()[0]?.variant).toBe('default');
    dismiss();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
