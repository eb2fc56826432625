import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, toastStore } from '@worship/shell-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastViewport } from './toast-viewport';

// The shell's toasts end to end in the DOM: the shell contract's store (what any remote calls)
// and the design system's Radix viewport (spec §9: one toast at a time, 5000 ms by default).
describe('ToastViewport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => toastStore.dismiss());
    vi.useRealTimers();
  });

  const region = () => screen.getByRole('region', { name: /^Notifications/ });

  it('keeps its landmark mounted before any toast, and shows a toast inside it', async () => {
    render(<ToastViewport />);
    const before = region();
    expect(within(before).getByRole('list')).toBeEmptyDOMElement();

    act(() => {
      toast({
        title: 'Language order saved',
        description: 'Songs will show languages in this order.',
      });
    });
    await act(async () => vi.advanceTimersByTime(50));

    // The same element, not a new one mounted with the text.
    expect(region()).toBe(before);
    const item = within(before).getByRole('listitem');
    expect(item).toHaveTextContent('Language order saved');
    expect(item).toHaveTextContent('Songs will show languages in this order.');
    expect(item).toHaveAttribute('data-variant', 'default');
    // Announced through a separate live region that exists before its text is filled in.
    const announcer = screen.getByRole('status');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('Language order saved');
  });

  it('announces a destructive toast assertively', async () => {
    render(<ToastViewport />);
    act(() => {
      toast({
        title: 'Error',
        description: 'Failed to copy to clipboard.',
        variant: 'destructive',
      });
    });
    await act(async () => vi.advanceTimersByTime(50));
    expect(within(region()).getByRole('listitem')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
  });

  it('shows one toast at a time: a new one replaces the one shown', async () => {
    render(<ToastViewport />);
    act(() => {
      toast({ title: 'First' });
    });
    act(() => {
      toast({ title: 'Second' });
    });
    await act(async () => vi.advanceTimersByTime(50));
    const items = within(region()).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Second');
    expect(within(region()).queryByText('First')).not.toBeInTheDocument();
  });

  it('closes a toast after 5000 ms', async () => {
    render(<ToastViewport />);
    act(() => {
      toast({ title: 'Link copied' });
    });
    await act(async () => vi.advanceTimersByTime(4900));
    expect(within(region()).getByText('Link copied')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(within(region()).queryByText('Link copied')).not.toBeInTheDocument();
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('closes a toast with its dismiss button, from the keyboard', async () => {
    // Real timers: Testing Library's user-event waits on real ones between steps. A duration no
    // slow machine reaches keeps the toast open while the keys are pressed.
    vi.useRealTimers();
    const user = userEvent.setup({ delay: null });
    render(<ToastViewport />);
    act(() => {
      toast({ title: 'API key deleted', duration: 600_000 });
    });
    const dismiss = await within(region()).findByRole('button', { name: 'Dismiss notification' });
    await user.tab();
    expect(document.activeElement).toHaveTextContent('API key deleted');
    await user.tab();
    expect(dismiss).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(region()).queryByText('API key deleted')).not.toBeInTheDocument();
    expect(toastStore.getSnapshot()).toEqual([]);
  });
});
