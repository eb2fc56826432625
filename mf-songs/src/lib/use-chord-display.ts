import { useState } from 'react';
import type { ChordDisplay } from './chord-display';

/**
 * Where a song is read: `chart` (the library, a team's schedule: chords shown unless the viewer
 * hid them) or `lyrics` (the public page, a shared schedule: hidden unless the viewer shows them).
 * Each remembers the viewer's choice on this device separately.
 */
export type ChordContext = 'chart' | 'lyrics';

export const chordsStorageKey = (context: ChordContext) => `worship.showChords.${context}`;

function readShow(context: ChordContext): boolean {
  try {
    const stored = window.localStorage.getItem(chordsStorageKey(context));
    if (stored === 'true') return true;
    if (stored === 'false') return false;
  } catch {
    // Storage blocked (private mode, policy): the default below.
  }
  return context === 'chart';
}

function writeShow(context: ChordContext, show: boolean) {
  try {
    window.localStorage.setItem(chordsStorageKey(context), String(show));
  } catch {
    // Not remembered, still applied.
  }
}

/**
 * The viewer's chord choices for one song: show/hide is remembered per device; transposition,
 * capo and Nashville numbers start from the song (its capo) each time it opens.
 */
export function useChordDisplay(context: ChordContext, songCapo: number | null | undefined) {
  const [display, setDisplay] = useState<ChordDisplay>(() => ({
    show: readShow(context),
    semitones: 0,
    capo: songCapo ?? 0,
    nashville: false,
  }));

  function change(patch: Partial<ChordDisplay>) {
    if (patch.show !== undefined) writeShow(context, patch.show);
    setDisplay((current) => ({ ...current, ...patch }));
  }

  return { display, change };
}
