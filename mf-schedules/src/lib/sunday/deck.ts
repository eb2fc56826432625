import { htmlLang, sortByLanguageOrder } from '@worship/common';
import { sungSections } from '../sung-sections';

// Sunday mode (issue 20): a schedule as its live views show it. The deck is what a device
// loads once (and keeps, for the day the Wi-Fi fails); the slides are computed from it once,
// so a move from one section to the next only picks another slide.

/** What the live views show: a section, the song's title, an empty screen, or nothing lit. */
export type Screen = 'SECTION' | 'TITLE' | 'BLANK' | 'BLACK';

export interface DeckTransliteration {
  language: string;
  text: string;
}

export interface DeckStanza {
  id: string;
  position: number;
  label?: string | null;
  lyrics: string;
  transliterations: readonly DeckTransliteration[];
}

/** One entry of the schedule, its song in full, its chords already in the entry's key. */
export interface DeckSong {
  songId: string;
  title: string;
  language: string;
  /** The key the entry is played in (the entry's, else the song's); null: none written. */
  key: string | null;
  /** The order the entry sings (its own arrangement, else the song's); [] = stanzas in order. */
  sectionOrder: readonly number[];
  /** null: the song could not be read (not available to this viewer, or not loaded). */
  stanzas: readonly DeckStanza[] | null;
}

export interface Deck {
  scheduleId: string;
  name: string;
  isPublic: boolean;
  /** Only members see it: the follow link is made from it. */
  shareToken: string | null;
  songs: readonly DeckSong[];
}

/** A transliteration as a slide shows it, with the language of its words in its script. */
export interface SlideText {
  text: string;
  lang?: string;
}

/** One section of one entry: what the presenter shows at a time. */
export interface Slide {
  /** Its place in the whole set, 0-based. */
  index: number;
  songIndex: number;
  songId: string;
  /** 0-based in the entry's effective section order (the live session's `section`). */
  section: number;
  heading: string;
  lyrics: SlideText;
  transliteration: SlideText | null;
}

/** Where the live views are: the contract's `songId`, `section` and `screen`. */
export interface Position {
  songId: string;
  section: number;
  screen: Screen;
}

const SCRIPT_SUBTAG: Record<string, string> = {
  english: 'Latn',
  malayalam: 'Mlym',
  tamil: 'Taml',
  hindi: 'Deva',
};

/**
 * The language of a transliteration's words: the song's language written in the
 * transliteration's script (`ml-Latn` for Malayalam in Latin letters), so a screen reader and
 * the browser's hyphenation read it as what it is.
 */
export function transliterationLang(songLanguage: string, script: string): string | undefined {
  const song = htmlLang(songLanguage);
  const subtag = SCRIPT_SUBTAG[script.toLowerCase()];
  if (!song || !subtag || script.toLowerCase() === songLanguage.toLowerCase()) {
    return htmlLang(script);
  }
  return `${song}-${subtag}`;
}

/**
 * The transliteration a reader sees: the first in their language order that is not in the
 * song's own script.
 */
export function chosenTransliteration(
  song: Pick<DeckSong, 'language'>,
  stanza: DeckStanza,
  languageOrder: readonly string[],
): SlideText | null {
  const others = stanza.transliterations.filter(
    (t) => t.language.toLowerCase() !== song.language.toLowerCase() && t.text.trim(),
  );
  const first = sortByLanguageOrder(others, (t) => t.language, languageOrder)[0];
  return first
    ? { text: first.text, lang: transliterationLang(song.language, first.language) }
    : null;
}

/** Every section of the set in the order sung: the entries in order, each in its section order. */
export function buildSlides(deck: Deck, languageOrder: readonly string[]): Slide[] {
  const slides: Slide[] = [];
  deck.songs.forEach((song, songIndex) => {
    if (!song.stanzas) return;
    sungSections(song.stanzas, song.sectionOrder).forEach(({ stanza, heading }, section) => {
      slides.push({
        index: slides.length,
        songIndex,
        songId: song.songId,
        section,
        heading,
        lyrics: { text: stanza.lyrics, lang: htmlLang(song.language) },
        transliteration: chosenTransliteration(song, stanza, languageOrder),
      });
    });
  });
  return slides;
}

/** The slide a position shows (its section even on a title or dark screen); -1 for none. */
export function slideIndexOf(slides: readonly Slide[], position: Position | null): number {
  if (!position) return -1;
  return slides.findIndex(
    (slide) => slide.songId === position.songId && slide.section === position.section,
  );
}

/** The position of a slide, on screen. */
export const positionOf = (slide: Slide, screen: Screen = 'SECTION'): Position => ({
  songId: slide.songId,
  section: slide.section,
  screen,
});

/**
 * One step forward (+1) or back (-1). A title, blank or black screen is left for the section it
 * stands on (the first press lights the screen again, as a clicker's user expects); the ends of
 * the set hold.
 */
export function step(
  slides: readonly Slide[],
  position: Position | null,
  delta: 1 | -1,
): Position | null {
  if (slides.length === 0) return position;
  const at = slideIndexOf(slides, position);
  if (position && at >= 0 && position.screen !== 'SECTION')
    return { ...position, screen: 'SECTION' };
  if (at < 0) return positionOf(slides[0]!);
  const next = slides[Math.min(slides.length - 1, Math.max(0, at + delta))]!;
  return positionOf(next);
}

/** B, W and T: the screen shown over the current section, or the section again if it is on. */
export function toggleScreen(
  slides: readonly Slide[],
  position: Position | null,
  screen: Exclude<Screen, 'SECTION'>,
): Position | null {
  const current = position ?? (slides[0] ? positionOf(slides[0]) : null);
  if (!current) return null;
  return { ...current, screen: current.screen === screen ? 'SECTION' : screen };
}
