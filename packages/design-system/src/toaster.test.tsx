import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows only the newest toast and dismisses it after 5000 ms', () => {
    const onDismiss = vi.fn();
    render(
      <Toaster
        toasts={[
          {
            id: 2,
            title: 'Unauthorized',
            description: 'You are logged out. Logging in again...',
            variant: 'destructive',
          },
          { id: 1, title: 'Old' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Unauthorized');
    expect(screen.queryByText('Old')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith(2);
  });

  it('has a dismiss button and uses role=status for normal toasts', () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={[{ id: 'a', title: 'Saved' }]} onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(onDismiss).toHaveBeenCalledWith('a');
  });
});
