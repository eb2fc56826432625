import { useSongViewSlot } from '@worship/shell-contract';
import { useCallback, useMemo, useState, type ReactNode } from 'react';

/** A schedule's row as the song view opens it: the song's id and the title shown while it loads. */
export interface OpenedSong {
  id: string;
  title: string;
  /** The key the entry is played in: the view shows the chords in it. */
  songKey?: string | null;
}

/**
 * mf-songs' full-screen view on a schedule page (shell contract `useSongViewSlot`): `open` shows
 * a row's song, `view` is the view to place in the page (mounted closed, so its dialog gives focus
 * back to the row); with `shareToken` the song is read through the shared schedule.
 */
export function useSongView(
  shareToken?: string,
  /** Chords shown at first (a shared schedule: hidden, a toggle shows them). */
  showChords?: boolean,
): {
  open: (song: OpenedSong) => void;
  view: ReactNode;
} {
  const [opened, setOpened] = useState<OpenedSong | null>(null);
  const onClose = useCallback(() => setOpened(null), []);
  const renderSongView = useSongViewSlot();
  const song = useMemo(() => opened && { id: opened.id, title: opened.title }, [opened]);
  return {
    open: setOpened,
    view: renderSongView?.({
      song,
      shareToken,
      songKey: opened?.songKey ?? null,
      showChords,
      onClose,
    }),
  };
}
