import { isLanguage, transposeKey, transposeTextBy } from '@worship/common';
import { detectLanguage } from './detect-language';
import { NO_LYRICS, transposeNotRecognised } from './messages';
import { applyKey, applyTempo, parseCapo } from './metadata';
import {
  emptySong,
  type ParsedSong,
  type ParsedStanza,
  SongFormatError,
  warn,
} from './parsed-song';
import { sectionHeader } from './section-labels';

const DIRECTIVE = /^\{\s*([A-Za-z_][\w-]*)\s*(?:[:\s]\s*([\s\S]*?))?\s*\}$/u;

const ALIASES: Record<string, string> = {
  t: 'title',
  st: 'subtitle',
  sov: 'start_of_verse',
  eov: 'end_of_verse',
  soc: 'start_of_chorus',
  eoc: 'end_of_chorus',
  sob: 'start_of_bridge',
  eob: 'end_of_bridge',
  sot: 'start_of_tab',
  eot: 'end_of_tab',
  sog: 'start_of_grid',
  eog: 'end_of_grid',
  c: 'comment',
  ci: 'comment_italic',
  cb: 'comment_box',
  highlight: 'comment',
};

const SKIPPED_SECTIONS = new Set(['tab', 'grid', 'abc', 'ly', 'svg', 'textblock']);
const DEFAULT_LABELS: Record<string, string> = {
  chorus: 'Chorus',
  bridge: 'Bridge',
  verse: 'Verse',
};

interface State {
  song: ParsedSong;
  /** Every stanza as it appears, recalls included, for the section order. */
  appearances: number[];
  recalled: boolean;
  lines: string[];
  label: string | null;
  section: string | null;
  /** The stanza a `{start_of_transliteration}` section belongs to. */
  transliterationOf: ParsedStanza | null;
  transliterationLanguage: string | null;
  unlabelledVerses: number;
  lastChorus: number | null;
  subtitle: string | null;
  language: string | null;
  /** Semitones the chords of lines read from here are moved (`{transpose}`), with the flats choice. */
  transpose: Transposition;
  /** The transpositions a value-less `{transpose}` goes back to, innermost last. */
  transposeStack: Transposition[];
  /** The transposition in force at the first lyric line: the stored key's (null: none read yet). */
  openingTranspose: Transposition | null;
}

interface Transposition {
  semitones: number;
  flats: boolean;
}

const NO_TRANSPOSITION: Transposition = { semitones: 0, flats: false };
/** ChordPro's `{transpose: 2}`, `-10`, `+3`, `2f` (flats), `2s` (sharps). */
const TRANSPOSE_VALUE = /^([+-]?)(\d{1,2})([fs]?)$/u;

/**
 * A ChordPro song (.cho .chordpro .crd .pro): metadata directives, sections with labels, `{c:}`
 * comments that name a section, `{chorus}` recalls as repeats in the section order, inline chords.
 */
export function parseChordPro(text: string): ParsedSong {
  const state: State = {
    song: emptySong(),
    appearances: [],
    recalled: false,
    lines: [],
    label: null,
    section: null,
    transliterationOf: null,
    transliterationLanguage: null,
    unlabelledVerses: 0,
    lastChorus: null,
    subtitle: null,
    language: null,
    transpose: NO_TRANSPOSITION,
    transposeStack: [],
    openingTranspose: null,
  };
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (line.startsWith('#')) continue;
    const directive = DIRECTIVE.exec(line);
    if (directive) handleDirective(state, directive[1] ?? '', (directive[2] ?? '').trim());
    else if (line.trim() === '' && !state.section) flush(state);
    else if (state.section !== 'skip') state.lines.push(transposed(state, lyricLine(line)));
  }
  flush(state);
  return finish(state);
}

/**
 * A lyric line's chords moved by the `{transpose}` in force, as the ChordPro reference prints
 * them: the song is stored as it is played.
 */
function transposed(state: State, line: string): string {
  if (line !== '') state.openingTranspose ??= state.transpose;
  const { semitones, flats } = state.transpose;
  return semitones % 12 === 0 ? line : transposeTextBy(line, semitones, flats);
}

/**
 * `{transpose: n}` moves the chords after it n semitones further (sharps up, flats down, or as
 * the `s`/`f` suffix says); a value-less one goes back to the transposition before.
 */
function applyTranspose(state: State, value: string): void {
  if (!value) {
    state.transpose = state.transposeStack.pop() ?? NO_TRANSPOSITION;
    return;
  }
  const match = TRANSPOSE_VALUE.exec(value.replace(/\s+/gu, ''));
  if (!match) {
    warn(state.song, transposeNotRecognised(value));
    return;
  }
  const step = Number(match[2]) * (match[1] === '-' ? -1 : 1);
  state.transposeStack.push(state.transpose);
  state.transpose = {
    semitones: state.transpose.semitones + step,
    flats: match[3] ? match[3] === 'f' : step < 0,
  };
}

/** A lyric line; writeChordPro indents one that would read as a comment or a directive. */
function lyricLine(line: string): string {
  if (line.trim() === '') return '';
  return /^ [#{]/u.test(line) ? line.slice(1) : line.trimStart();
}

function handleDirective(state: State, rawName: string, value: string): void {
  const name = ALIASES[rawName.toLowerCase()] ?? rawName.toLowerCase();
  const { song } = state;
  const start = /^start_of_(\w+)$/u.exec(name);
  if (start) return startSection(state, start[1] ?? '', value);
  if (/^end_of_\w+$/u.test(name)) {
    flush(state);
    state.section = null;
    state.label = null;
    return;
  }
  switch (name) {
    case 'title':
      song.title ||= value;
      return;
    case 'subtitle':
      state.subtitle ??= value || null;
      if (value) song.alternativeTitles.push(value);
      return;
    case 'artist':
      song.artist ??= value || null;
      return;
    case 'composer':
    case 'lyricist':
    case 'author':
      if (value && !song.authors.includes(value)) song.authors.push(value);
      return;
    case 'key':
      return applyKey(song, value);
    case 'capo':
      song.capo = value ? parseCapo(song, value) : null;
      return;
    case 'tempo':
      return applyTempo(song, value);
    case 'ccli':
      song.ccliNumber = value || null;
      return;
    case 'copyright':
      song.copyright = value || null;
      return;
    case 'transpose':
      return applyTranspose(state, value);
    case 'language':
      state.language = value.toLowerCase();
      return;
    case 'sectionorder':
      song.sectionOrder = value
        .split(/\s+/u)
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0);
      return;
    case 'meta': {
      const meta = /^(\S+)\s+([\s\S]*)$/u.exec(value);
      if (meta) handleDirective(state, meta[1] ?? '', (meta[2] ?? '').trim());
      return;
    }
    case 'comment':
    case 'comment_italic':
    case 'comment_box': {
      const label = sectionHeader(value);
      if (label && !state.section) {
        flush(state);
        state.label = label;
      }
      return;
    }
    case 'chorus':
      flush(state);
      if (state.lastChorus !== null) {
        state.appearances.push(state.lastChorus);
        state.recalled = true;
      }
      return;
    default:
      return;
  }
}

function startSection(state: State, kind: string, value: string): void {
  flush(state);
  const label = /label="([^"]*)"/u.exec(value)?.[1] ?? value;
  if (SKIPPED_SECTIONS.has(kind)) {
    warn(state.song, 'Tab and grid sections were left out');
    state.section = 'skip';
    return;
  }
  if (kind === 'translation') {
    state.section = kind;
    return;
  }
  if (kind === 'transliteration') {
    state.transliterationOf = state.song.stanzas.at(-1) ?? null;
    state.transliterationLanguage = label.toLowerCase() || null;
    state.section = kind;
    return;
  }
  state.section = kind;
  if (label) state.label = label;
  else if (kind === 'verse') state.label = `Verse ${(state.unlabelledVerses += 1)}`;
  else
    state.label =
      DEFAULT_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1).replace(/_/gu, ' ');
}

function flush(state: State): void {
  const lines = state.lines;
  state.lines = [];
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  if (state.section === 'translation') {
    if (lines.length > 0) state.song.translation = lines.join('\n');
    return;
  }
  if (state.section === 'transliteration') {
    const text = lines.join('\n');
    const language = state.transliterationLanguage;
    if (state.transliterationOf && text)
      state.transliterationOf.transliterations.push({
        language: language && isLanguage(language) ? language : detectLanguage(text).language,
        text,
      });
    return;
  }
  if (lines.length === 0) return;
  const stanza: ParsedStanza = {
    label: state.label,
    lyrics: lines.join('\n'),
    transliterations: [],
  };
  state.song.stanzas.push(stanza);
  const number = state.song.stanzas.length;
  state.appearances.push(number);
  if (state.section === 'chorus' || (state.label && /^chorus/iu.test(state.label)))
    state.lastChorus = number;
  if (!state.section) state.label = null;
}

function finish(state: State): ParsedSong {
  const { song } = state;
  if (song.stanzas.length === 0) throw new SongFormatError(NO_LYRICS);
  if (!song.title)
    song.title =
      song.stanzas[0]?.lyrics
        .split('\n')[0]
        ?.replace(/\[[^\]]*\]/gu, '')
        .trim() ?? '';
  if (!song.artist && state.subtitle) {
    song.artist = state.subtitle;
    song.alternativeTitles = song.alternativeTitles.filter((title) => title !== state.subtitle);
  }
  // ChordPro's key is the song's before transposition; the stored key is the one its chords are in.
  const opening = state.openingTranspose?.semitones ?? 0;
  if (song.key && opening % 12 !== 0) song.key = transposeKey(song.key, opening);
  if (state.recalled && song.sectionOrder.length === 0) song.sectionOrder = state.appearances;
  const declared = state.language && isLanguage(state.language) ? state.language : null;
  const detected = detectLanguage(song.stanzas.map((stanza) => stanza.lyrics).join('\n'));
  song.language = declared ?? detected.language;
  if (!declared && detected.warning) warn(song, detected.warning);
  return song;
}
