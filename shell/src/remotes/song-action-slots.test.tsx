import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  useSongPickerSlot,
  useSongViewSlot,
  type SongViewSlotProps,
} from '@worship/shell-contract';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./remote-registry', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./remote-registry')>()),
  loadRemoteModule: vi.fn(),
}));

const { loadRemoteModule } = await import('./remote-registry');
const { RemoteSongActionSlots, RemoteSongViewSlot } = await import('./song-action-slots');
const load = vi.mocked(loadRemoteModule);

/** Stands in for mf-songs' exposed full-screen view. */
function RemoteSongView({ song }: SongViewSlotProps) {
  return song ? <p>{`mf-songs shows ${song.title}`}</p> : null;
}

/** A schedule page: a row that opens a song in whatever song view the shell placed. */
function SchedulePage() {
  const renderSongView = useSongViewSlot();
  const [song, setSong] = useState<{ id: string; title: string } | null>(null);
  return (
    <>
      <button type="button" onClick={() => setSong({ id: 's1', title: 'Amazing Grace' })}>
        Amazing Grace
      </button>
      {renderSongView?.({ song, onClose: () => setSong(null) })}
    </>
  );
}

afterEach(() => {
  load.mockReset();
  vi.restoreAllMocks();
});

describe('the song slots the shell composes', () => {
  it("give a visitor's shared schedule page mf-songs' song view, and nothing else", async () => {
    load.mockResolvedValue(RemoteSongView);
    function Probe() {
      return <p>{useSongPickerSlot() ? 'picker' : 'no picker'}</p>;
    }
    render(
      <RemoteSongViewSlot>
        <SchedulePage />
        <Probe />
      </RemoteSongViewSlot>,
    );
    expect(screen.getByText('no picker')).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Amazing Grace' }));
    expect(await screen.findByText('mf-songs shows Amazing Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_songs', './song-full-screen-view', { retry: false });
  });

  it('keep a song that opens while mf-songs is down in a dialog with Retry, and close it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(RemoteSongView);
    const user = userEvent.setup({ delay: null });
    render(
      <RemoteSongActionSlots>
        <SchedulePage />
      </RemoteSongActionSlots>,
    );
    // Nothing shows while no song is open, even though the download failed.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Amazing Grace' }));
    const dialog = screen.getByRole('dialog', { name: 'Amazing Grace' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This section failed to load.');
    await user.click(within(dialog).getByRole('button', { name: 'Exit full screen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Amazing Grace' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Amazing Grace' })).getByRole('button', {
        name: 'Retry',
      }),
    );
    expect(await screen.findByText('mf-songs shows Amazing Grace')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mf_songs', './song-full-screen-view', { retry: true });
  });
});
