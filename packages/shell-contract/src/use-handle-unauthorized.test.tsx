import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from './toast';
import { resetUnauthorizedState } from './unauthorized';
import { useHandleUnauthorized } from './use-handle-unauthorized';

describe('useHandleUnauthorized', () => {
  beforeEach(() => {
    resetUnauthorizedState();
    toastStore.dismiss();
  });
  afterEach(() => resetUnauthorizedState());

  it('leaves no error and other errors alone', () => {
    const { rerender } = renderHook(({ error }) => useHandleUnauthorized(error), {
      initialProps: { error: undefined as unknown },
    });
    rerender({ error: new Error('500: {"message":"Internal server error"}') });
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it("says 'Unauthorized' once the error of an ended session renders", () => {
    vi.useFakeTimers();
    try {
      renderHook(() =>
        useHandleUnauthorized({
          errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      );
      expect(toastStore.getSnapshot()).toEqual([
        expect.objectContaining({ title: 'Unauthorized', variant: 'destructive' }),
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
