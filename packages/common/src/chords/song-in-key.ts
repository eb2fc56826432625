// A song as a schedule entry plays it: its chords moved into the entry's key (issue 17 "Key per
// set-list entry"). The schedule detail's full-screen view and the schedule's print both read a
// song this way, so the two show the same chords; the library's song is never changed.
import { normalizeKey } from './keys';
import { keyOfChords, transposeText } from './transpose';

interface KeyedText {
  text: string;
}

/** What song-in-key reads of a song: its key and its stanzas' texts (extra fields are kept). */
export interface KeyedSong {
  key?: string | null;
  stanzas: readonly {
    position?: number;
    lyrics: string;
    transliterations: readonly KeyedText[];
  }[];
}

const byPosition = <S extends { position?: number }>(stanzas: readonly S[]) =>
  [...stanzas].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

/**
 * The key a song's chords are written in: its own key, else the key its first chord suggests
 * (lyrics and transliterations in stanza order); null for a song without either.
 */
export function writtenKeyOf(song: KeyedSong): string | null {
  const own = song.key ? normalizeKey(song.key) : null;
  if (own) return own;
  for (const stanza of byPosition(song.stanzas)) {
    const key = keyOfChords(
      [stanza.lyrics, ...stanza.transliterations.map((t) => t.text)].join('\n'),
    );
    if (key) return key;
  }
  return null;
}

/**
 * The song with every inline chord of its lyrics and transliterations moved from the key it is
 * written in to `key`, spelled as `key` spells, and `key` as its key. No `key` (the entry follows
 * the song), an unknown key or a song with no written key: the song itself.
 */
export function songInKey<S extends KeyedSong>(song: S, key: string | null | undefined): S {
  const target = key ? normalizeKey(key) : null;
  const written = writtenKeyOf(song);
  if (!target || !written) return target ? { ...song, key: target } : song;
  if (target === written) return { ...song, key: target };
  const move = (text: string) => transposeText(text, written, target);
  return {
    ...song,
    key: target,
    stanzas: song.stanzas.map((stanza) => ({
      ...stanza,
      lyrics: move(stanza.lyrics),
      transliterations: stanza.transliterations.map((t) => ({ ...t, text: move(t.text) })),
    })),
  };
}
