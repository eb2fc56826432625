import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fake timers that still move with the clock, so Apollo's mocks and Testing Library's waits
 * run as usual while a test can also push a long list's stepped rendering (useRenderedInSteps)
 * on by itself. Undo with vi.useRealTimers().
 */
export function useSteppingClock(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true });
}

/**
 * Renders the rest of a long list now, step by step on the test's clock, until `whole()` says
 * every item is there: counted in steps, not waited for in seconds, so a busy machine cannot
 * make the test fail. At most `maxSteps` timers are run.
 */
export async function renderRemainingSteps(whole: () => boolean, maxSteps = 50): Promise<void> {
  for (let step = 0; step < maxSteps && !whole(); step++) {
    await act(() => vi.advanceTimersToNextTimerAsync());
  }
}
