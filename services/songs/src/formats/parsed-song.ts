import type { Language } from '@worship/common';

// The song as a file describes it, before the songs service validates and stores it: every
// parser produces this shape and every writer reads it, so formats convert through one model.

export interface ParsedTransliteration {
  language: Language;
  text: string;
}

export interface ParsedStanza {
  /** `Verse 1`, `Chorus`, free text, or null when the file names no section. */
  label: string | null;
  /** Lines joined with `\n`, chords inline as `[G]`. */
  lyrics: string;
  transliterations: ParsedTransliteration[];
}

export interface ParsedSong {
  title: string;
  alternativeTitles: string[];
  authors: string[];
  artist: string | null;
  copyright: string | null;
  ccliNumber: string | null;
  /** As normalizeKey spells it; a key the file gives that names no key is dropped with a warning. */
  key: string | null;
  capo: number | null;
  tempo: number | null;
  language: Language;
  translation: string | null;
  stanzas: ParsedStanza[];
  /** 1-based stanza numbers, may repeat; empty means the stanzas in their order. */
  sectionOrder: number[];
  /** What the import changed or left out, for the preview and the report. */
  warnings: string[];
}

export type SongFileFormat = 'openlyrics' | 'chordpro' | 'songselect' | 'plaintext';

/** A file the import cannot read; `message` is shown to the person importing. */
export class SongFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SongFormatError';
  }
}

export function emptySong(): ParsedSong {
  return {
    title: '',
    alternativeTitles: [],
    authors: [],
    artist: null,
    copyright: null,
    ccliNumber: null,
    key: null,
    capo: null,
    tempo: null,
    language: 'english',
    translation: null,
    stanzas: [],
    sectionOrder: [],
    warnings: [],
  };
}

/** Adds a warning once: a file with forty odd chords says so once. */
export function warn(song: ParsedSong, message: string): void {
  if (!song.warnings.includes(message)) song.warnings.push(message);
}
