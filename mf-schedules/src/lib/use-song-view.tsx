import { useSongViewSlot } from '@worship/shell-contract';
import { useCallback, useState, type ReactNode } from 'react';

/** A schedule's row as the song view opens it: the song's id and the title shown while it loads. */
export interface OpenedSong {
  id: string;
  title: string;
}

/**
 * mf-songs' full-screen view on a schedule page (shell contract `useSongViewSlot`): `open` shows
 * a row's song, `view` is the view to place in the page (mounted closed, so its dialog gives focus
 * back to the row); with `shareToken` the song is read through the shared schedule.
 */
export function useSongView(shareToken?: string): {
  open: (song: OpenedSong) => void;
  view: ReactNode;
} {
  const [song, setSong] = useState<OpenedSong | null>(null);
  const onClose = useCallback(() => setSong(null), []);
  const renderSongView = useSongViewSlot();
  return { open: setSong, view: renderSongView?.({ song, shareToken, onClose }) };
}
