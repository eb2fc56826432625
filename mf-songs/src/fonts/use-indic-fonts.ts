import { useEffect } from 'react';

/** Malayalam, Tamil and Devanagari blocks: text the system font may not render. */
const INDIC_SCRIPT = /[\p{Script=Devanagari}\p{Script=Tamil}\p{Script=Malayalam}]/u;
const INDIC_LANGUAGES = new Set(['malayalam', 'tamil', 'hindi']);

export interface SongTextLike {
  language?: string | null;
  title?: string | null;
  author?: string | null;
  stanzas?: ReadonlyArray<{
    lyrics?: string | null;
    transliterations?: ReadonlyArray<{ language?: string | null; text?: string | null }>;
  }>;
}

/** True when showing the song may need one of the Indic fonts (by language or by its text). */
export function songNeedsIndicFonts(song: SongTextLike | null | undefined): boolean {
  if (!song) return false;
  if (song.language && INDIC_LANGUAGES.has(song.language)) return true;
  const texts = [song.title, song.author];
  for (const stanza of song.stanzas ?? []) {
    texts.push(stanza.lyrics);
    for (const t of stanza.transliterations ?? []) {
      if (t.language && INDIC_LANGUAGES.has(t.language)) return true;
      texts.push(t.text);
    }
  }
  return texts.some((text) => Boolean(text && INDIC_SCRIPT.test(text)));
}

let loading: Promise<unknown> | null = null;

/** Fetches the registration chunk (a few hundred bytes of URLs) once, on first need. */
export function loadIndicFonts(): Promise<unknown> {
  loading ??= import('./indic-font-faces')
    .then(({ registerIndicFonts }) => registerIndicFonts())
    .catch((error: unknown) => {
      loading = null; // a failed chunk download may be retried by the next song shown
      console.warn('Could not load the Malayalam, Tamil and Devanagari fonts.', error);
    });
  return loading;
}

/**
 * Makes the self-hosted Noto fonts available once `needed` is true (a Malayalam, Tamil or Hindi
 * song is on screen). Pages that never show such text never load the registration chunk, and
 * the font files themselves are downloaded by the browser only for scripts it renders.
 */
export function useIndicFonts(needed: boolean): void {
  useEffect(() => {
    if (needed) void loadIndicFonts();
  }, [needed]);
}
