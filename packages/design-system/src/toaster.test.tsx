import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster, type ToastData } from './toaster';

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has its region before any toast, and shows only the newest toast in it', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Toaster toasts={[]} onDismiss={onDismiss} />);
    const landmark = region();
    expect(within(landmark).queryAllByRole('listitem')).toHaveLength(0);

    const toasts: ToastData[] = [
      {
        id: 2,
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
        variant: 'destructive',
      },
      { id: 1, title: 'Old' },
    ];
    rerender(<Toaster toasts={toasts} onDismiss={onDismiss} />);
    await act(async () => vi.advanceTimersByTime(50));
    expect(region()).toBe(landmark);
    const item = within(landmark).getByRole('listitem');
    expect(item).toHaveTextContent('UnauthorizedYou are logged out. Logging in again...');
    expect(item).toHaveAttribute('data-variant', 'destructive');
    expect(screen.queryByText('Old')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
  });

  it('closes after 5000 ms by default, or after its own duration', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(
      <Toaster toasts={[{ id: 'a', title: 'Saved' }]} onDismiss={onDismiss} />,
    );
    await act(async () => vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('a');

    rerender(
      <Toaster toasts={[{ id: 'b', title: 'Quick', duration: 1000 }]} onDismiss={onDismiss} />,
    );
    await act(async () => vi.advanceTimersByTime(1000));
    expect(onDismiss).toHaveBeenLastCalledWith('b');
  });

  it('closes with the dismiss button and announces a normal toast politely', async () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={[{ id: 'a', title: 'Saved' }]} onDismiss={onDismiss} />);
    // The announcer is filled a frame after opening and emptied after 1000 ms: look inside that
    // window on the test's clock.
    await act(async () => vi.advanceTimersByTime(50));
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    const button = within(region()).getByRole('button', { name: 'Dismiss notification' });
    // A click (not a pointer sequence: jsdom has no pointer capture, which Radix's swipe uses).
    act(() => button.click());
    expect(onDismiss).toHaveBeenCalledWith('a');
  });
});
