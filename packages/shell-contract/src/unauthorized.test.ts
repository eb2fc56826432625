import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from './toast';
import {
  browserNavigation,
  handleUnauthorized,
  isUnauthorizedError,
  resetUnauthorizedState,
} from './unauthorized';

describe('isUnauthorizedError', () => {
  it('recognises the REST error', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Forbidden'))).toBe(false);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });

  it('recognises Apollo errors', () => {
    expect(
      isUnauthorizedError({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] }),
    ).toBe(true);
    expect(
      isUnauthorizedError({ errors: [{ message: 'x', extensions: { code: 'FORBIDDEN' } }] }),
    ).toBe(false);
    expect(
      isUnauthorizedError(Object.assign(new Error('Response not successful'), { statusCode: 401 })),
    ).toBe(true);
    expect(isUnauthorizedError({ networkError: { statusCode: 401 } })).toBe(true);
  });
});

describe('handleUnauthorized', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetUnauthorizedState();
    toastStore.dismiss();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the destructive toast and goes to /api/login after 500 ms, once', () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    expect(handleUnauthorized()).toBe(true);
    expect(handleUnauthorized()).toBe(true);
    expect(toastStore.getSnapshot()).toEqual([
      expect.objectContaining({
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
        variant: 'destructive',
      }),
    ]);
    vi.advanceTimersByTime(499);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('ignores other errors and supports the join page options', () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    expect(handleUnauthorized(new Error('500: boom'))).toBe(false);
    expect(
      handleUnauthorized(new Error('401: Unauthorized'), {
        title: 'Please Log In',
        delayMs: 1000,
        returnTo: '/groups/join/abc',
      }),
    ).toBe(true);
    expect(toastStore.getSnapshot()[0]?.title).toBe('Please Log In');
    vi.advanceTimersByTime(1000);
    expect(assign).toHaveBeenCalledWith('/api/login?redirect=%2Fgroups%2Fjoin%2Fabc');
  });
});
