import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { Toaster, type ToastData } from './toaster';

/** A dialog's controlled open state that also reports each change to `spy`. */
function useSpiedOpen(initial: boolean, spy: (open: boolean) => void) {
  const [open, setOpen] = useState(initial);
  return {
    open,
    setOpen,
    onOpenChange: (next: boolean) => {
      spy(next);
      setOpen(next);
    },
  };
}

/** A dialog whose button raises a toast, as the invite dialog's 'Regenerate' does. */
function DialogWithToast({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const invite = useSpiedOpen(true, onOpenChange);
  const [toasts, setToasts] = useState<ToastData[]>([]);
  return (
    <>
      <Dialog open={invite.open} onOpenChange={invite.onOpenChange} title="Invite Members">
        <Button onClick={() => setToasts([{ id: 1, title: 'Invite link regenerated' }])}>
          Regenerate
        </Button>
        <ConfirmDialog
          title="Delete Group"
          description="Sure?"
          confirmLabel="Delete"
          onConfirm={() => undefined}
          trigger={<Button>Delete</Button>}
        />
      </Dialog>
      <Toaster toasts={toasts} onDismiss={() => setToasts([])} />
    </>
  );
}

describe('Escape with a toast over a dialog', () => {
  afterEach(() => vi.useRealTimers());

  it('closes the dialog the focus is in, once, and leaves the toast', async () => {
    // Radix fills the toast's live region a frame after the toast opens and empties it after
    // 1000 ms, so the announcement is checked on the test's own clock inside that window,
    // whatever the machine's speed. fireEvent, not user-event: user-event's wrapper waits on a
    // real timer that fake timers would never run.
    vi.useFakeTimers();
    const onOpenChange = vi.fn();
    render(<DialogWithToast onOpenChange={onOpenChange} />);
    const regenerate = screen.getByRole('button', { name: 'Regenerate' });
    regenerate.focus();
    fireEvent.click(regenerate);
    await act(async () => vi.advanceTimersByTime(50));
    // The modal hides the rest of the page from assistive technology (hence `hidden: true`)…
    expect(screen.getByRole('listitem', { hidden: true })).toHaveTextContent(
      'Invite link regenerated',
    );
    // …yet the toast is announced.
    expect(screen.getByRole('status')).toHaveTextContent('Invite link regenerated');

    fireEvent.keyDown(regenerate, { key: 'Escape' });
    await act(async () => vi.advanceTimersByTime(50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('listitem', { hidden: true })).toHaveTextContent(
      'Invite link regenerated',
    );
  });

  it('closes only the nested confirmation, not the dialog under it', async () => {
    const user = userEvent.setup({ delay: null });
    const onOpenChange = vi.fn();
    render(<DialogWithToast onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await screen.findByText('Invite link regenerated');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete Group' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Invite Members' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('still closes a toast that has the focus', async () => {
    const user = userEvent.setup({ delay: null });
    const onDismiss = vi.fn();
    render(<Toaster toasts={[{ id: 1, title: 'Saved' }]} onDismiss={onDismiss} />);
    (await screen.findByRole('button', { name: 'Dismiss notification' })).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onDismiss).toHaveBeenCalledWith(1));
  });
});

/** A song's view with its history over it, whose 'Restore' raises a toast, as in mf-songs. */
function NestedDialogsWithToast({
  onSongOpenChange,
  onHistoryOpenChange,
}: {
  onSongOpenChange: (open: boolean) => void;
  onHistoryOpenChange: (open: boolean) => void;
}) {
  const song = useSpiedOpen(true, onSongOpenChange);
  const history = useSpiedOpen(false, onHistoryOpenChange);
  const [toasts, setToasts] = useState<ToastData[]>([]);
  return (
    <>
      <Dialog open={song.open} onOpenChange={song.onOpenChange} title="Amazing Grace">
        <Button onClick={() => history.setOpen(true)}>History</Button>
      </Dialog>
      <Dialog open={history.open} onOpenChange={history.onOpenChange} title="History">
        <Button onClick={() => setToasts([{ id: 1, title: 'Version restored' }])}>Restore</Button>
      </Dialog>
      <Toaster toasts={toasts} onDismiss={() => setToasts([])} />
    </>
  );
}

describe('Escape with a toast up and the focus in no dialog', () => {
  it('closes the topmost dialog only, then the one beneath', async () => {
    const onSongOpenChange = vi.fn();
    const onHistoryOpenChange = vi.fn();
    render(
      <NestedDialogsWithToast
        onSongOpenChange={onSongOpenChange}
        onHistoryOpenChange={onHistoryOpenChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('listitem', { hidden: true })).toHaveTextContent(
      'Version restored',
    );

    // Where the focus is while Radix has yet to return it to the dialog beneath.
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'History' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Amazing Grace' })).toBeInTheDocument();
    expect(onHistoryOpenChange).toHaveBeenCalledTimes(1);
    expect(onHistoryOpenChange).toHaveBeenCalledWith(false);
    expect(onSongOpenChange).not.toHaveBeenCalled();

    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Amazing Grace' })).not.toBeInTheDocument(),
    );
    expect(onSongOpenChange).toHaveBeenCalledTimes(1);
    expect(onSongOpenChange).toHaveBeenCalledWith(false);
    // The toast was not what the key presses were for.
    expect(screen.getByRole('listitem', { hidden: true })).toHaveTextContent('Version restored');
  });
});
