import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from './toast';
import { resetUnauthorizedState } from './unauthorized';
import { serverMessageOf, useReportError } from './use-report-error';

afterEach(() => {
  toastStore.dismiss();
  resetUnauthorizedState();
});

describe('serverMessageOf', () => {
  it("takes a GraphQL error's message, else the error's own", () => {
    expect(serverMessageOf({ errors: [{ message: 'This invite link has expired.' }] })).toBe(
      'This invite link has expired.',
    );
    expect(serverMessageOf(new Error('Network down'))).toBe('Network down');
    expect(serverMessageOf('nope')).toBeUndefined();
  });
});

describe('useReportError', () => {
  it("raises the destructive toast 'Error' / message", () => {
    const { result } = renderHook(() => useReportError());
    act(() => result.current(new Error('boom'), 'Failed to delete API key...'));
    expect(toastStore.getSnapshot()).toEqual([
      expect.objectContaining({
        title: 'Error',
        description: 'Failed to delete API key...',
        variant: 'destructive',
      }),
    ]);
  });

  it('can put the message in the title and the server message below it', () => {
    const { result } = renderHook(() => useReportError());
    act(() =>
      result.current(
        { errors: [{ message: 'This invite link has expired.' }] },
        'Failed to join group. Please try again.',
        { withServerMessage: true },
      ),
    );
    expect(toastStore.getSnapshot()[0]).toEqual(
      expect.objectContaining({
        title: 'Failed to join group. Please try again.',
        description: 'This invite link has expired.',
      }),
    );
  });
});
