import { SongActionSlotsProvider, type SongViewSlotProps } from '@worship/shell-contract';
import type { ReactElement } from 'react';

/**
 * Stands in for mf-songs' full-screen view, which the shell places through the shell contract:
 * shows what the page asked for and closes on request.
 */
function SongViewStandIn({ song, shareToken, songKey, showChords, onClose }: SongViewSlotProps) {
  if (!song) return null;
  return (
    <section aria-label={`Song view: ${song.title}`}>
      <p>{shareToken ? `${song.id} through ${shareToken}` : song.id}</p>
      <p>{`In key: ${songKey ?? "the song's"}`}</p>
      <p>{`Chords: ${showChords === false ? 'hidden' : 'shown'}`}</p>
      <button type="button" onClick={onClose}>
        Close song view
      </button>
    </section>
  );
}

/** `ui` with the song view slot filled, as the shell fills it. */
export function withSongView(ui: ReactElement) {
  return (
    <SongActionSlotsProvider value={{ renderSongView: (props) => <SongViewStandIn {...props} /> }}>
      {ui}
    </SongActionSlotsProvider>
  );
}
