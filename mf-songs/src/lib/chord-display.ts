import {
  capoShapes,
  hasChords,
  keyOfChords,
  sectionAbbreviation,
  toCapoShapes,
  toNashville,
  transposeKey,
  transposeText,
} from '@worship/common';
import type { SongViewSong, SongViewStanza } from './song-view-song';
import { orderedStanzas } from './stanza-order';

// How a viewer reads a song's chords: shown or hidden, transposed, as capo shapes or as
// Nashville numbers. Pure functions over the song; the view keeps the choices in state.

export interface ChordDisplay {
  /** false: plain lyrics, no chord rows. */
  show: boolean;
  /** Semitones up from the song's key, 0–11. */
  semitones: number;
  /** The capo fret the player uses, 0 = none: chords show as the shapes to play. */
  capo: number;
  /** Chords as scale degrees of the sounding key. */
  nashville: boolean;
}

/** Every lyric and transliteration of the song in stanza order, for finding its chords. */
const allText = (song: SongViewSong) =>
  orderedStanzas(song.stanzas)
    .flatMap((s) => [s.lyrics, ...s.transliterations.map((t) => t.text)])
    .join('\n');

export const songHasChords = (song: SongViewSong) => hasChords(allText(song));

/** The key the song's chords are written in: its key, else the one its first chord suggests. */
export const writtenKey = (song: SongViewSong): string | null =>
  song.key || keyOfChords(allText(song));

/** The key the song sounds in after transposing. */
export function soundingKey(song: SongViewSong, display: ChordDisplay): string | null {
  const key = writtenKey(song);
  return key ? transposeKey(key, display.semitones) : null;
}

/** The key whose shapes a capo player fingers, when a capo is on. */
export function shapesKey(song: SongViewSong, display: ChordDisplay): string | null {
  const sounding = soundingKey(song, display);
  return sounding && display.capo > 0 ? capoShapes(sounding, display.capo) : null;
}

/** A lyric text's chords as the viewer asked: transposed, then as shapes or numbers. */
export function displayText(text: string, song: SongViewSong, display: ChordDisplay): string {
  if (!display.show || !hasChords(text)) return text;
  const written = writtenKey(song);
  const sounding = soundingKey(song, display);
  if (!written || !sounding) return text;
  let result = display.semitones === 0 ? text : transposeText(text, written, sounding);
  if (display.nashville) return toNashville(result, sounding);
  if (display.capo > 0) result = toCapoShapes(result, sounding, display.capo);
  return result;
}

export interface SongSection {
  stanza: SongViewStanza;
  /** 1-based stanza number (its place among the stanzas, not in the order). */
  number: number;
  /** The section's place in what is sung, 0-based: a repeated stanza appears more than once. */
  index: number;
}

/**
 * The stanzas as sung: the song's section order (repeats included) when it has one, else the
 * stanzas in their order. Entries naming no stanza are skipped.
 */
export function songSections(song: SongViewSong): SongSection[] {
  const stanzas = orderedStanzas(song.stanzas);
  const order = song.sectionOrder?.length
    ? song.sectionOrder
    : stanzas.map((_, index) => index + 1);
  const sections: SongSection[] = [];
  for (const number of order) {
    const stanza = stanzas[number - 1];
    if (stanza) sections.push({ stanza, number, index: sections.length });
  }
  return sections;
}

/** 'V1 C V2 C' for a song with a section order; null without one. */
export function sectionOrderSummary(song: SongViewSong): string | null {
  if (!song.sectionOrder?.length) return null;
  return songSections(song)
    .map(({ stanza, number }) =>
      stanza.label?.trim() ? sectionAbbreviation(stanza.label) : String(number),
    )
    .join(' ');
}
