/**
 * What the song view reads from a song: the `SongViewFields` fragment (song.graphql.ts), which a
 * library song (`SongFields`) and a shared schedule's song both carry.
 */
export interface SongViewTransliteration {
  language: string;
  text: string;
}

export interface SongViewStanza {
  id: string;
  position: number;
  /** Verse 1, Chorus, …; null or absent = none. */
  label?: string | null;
  lyrics: string;
  transliterations: readonly SongViewTransliteration[];
}

export interface SongViewSong {
  id: string;
  title: string;
  language: string;
  author?: string | null;
  artist?: string | null;
  key?: string | null;
  tempo?: number | null;
  capo?: number | null;
  copyright?: string | null;
  ccliNumber?: string | null;
  /** 1-based stanza numbers in the order sung, repeats allowed; empty = stanzas in order. */
  sectionOrder?: readonly number[] | null;
  /** A whole-song translation, shown after the verses in the full-screen view when present. */
  translation?: string | null;
  category?: { name: string; color: string } | null;
  stanzas: readonly SongViewStanza[];
}
