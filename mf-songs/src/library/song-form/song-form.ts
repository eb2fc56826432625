import {
  tokenize,
  transliterateText,
  CAPO_MAX,
  CAPO_MESSAGE,
  LANGUAGE_REQUIRED,
  LYRICS_MAX,
  LYRICS_REQUIRED,
  LYRICS_TOO_LONG,
  SECTION_LABEL_MAX,
  SECTION_LABEL_TOO_LONG,
  SECTION_ORDER_MAX,
  SONG_ARTIST_MAX,
  SONG_ARTIST_TOO_LONG,
  SONG_AUTHOR_MAX,
  SONG_AUTHOR_TOO_LONG,
  SONG_CCLI_MAX,
  SONG_CCLI_TOO_LONG,
  SONG_COPYRIGHT_MAX,
  SONG_COPYRIGHT_TOO_LONG,
  SONG_TITLE_MAX,
  SONG_TITLE_REQUIRED,
  SONG_TITLE_TOO_LONG,
  STANZAS_REQUIRED,
  TEMPO_MAX,
  TEMPO_MESSAGE,
  TEMPO_MIN,
  TRANSLITERATION_LANGUAGE_REQUIRED,
  TRANSLITERATION_TEXT_TOO_LONG,
  isLanguage,
  sectionOrderMessage,
  type Language,
} from '@worship/common';
import { type FieldErrors } from '@worship/shell-contract';
import type { CreateSongInput } from '../../__generated__/graphql';

// The song form (Add and Edit): its values, the songs service's rules (spec §5, @worship/common)
// checked before it sends, and the mutation input it sends.

/** The Category select's "No category" value: sent as no category at all. */
export const NO_CATEGORY = 'none';

export interface TransliterationRow {
  key: string;
  language: Language | '';
  text: string;
}

export interface StanzaRow {
  key: string;
  /** Verse 1, Chorus, … or any text; empty = no label. */
  label: string;
  lyrics: string;
  transliterations: TransliterationRow[];
}

export interface SongFormValues {
  title: string;
  language: Language | '';
  author: string;
  categoryId: string;
  artist: string;
  /** A key as KEYS spells it; '' = no key. */
  key: string;
  /** As typed; '' = none. */
  tempo: string;
  ccliNumber: string;
  copyright: string;
  /** As typed; '' = no capo. */
  capo: string;
  isPublic: boolean;
  /** 1-based stanza numbers, repeats allowed; empty = the stanzas in their order. */
  sectionOrder: number[];
  stanzas: StanzaRow[];
}

let nextKey = 0;
const newKey = (prefix: string) => `${prefix}-${++nextKey}`;

/** Spec §4: each transliteration row starts with english and empty text. */
export const newTransliterationRow = (): TransliterationRow => ({
  key: newKey('transliteration'),
  language: 'english',
  text: '',
});

/** Whether a stanza has words in Malayalam, Tamil or Devanagari script to transliterate. */
export const hasNativeScript = (lyrics: string): boolean =>
  tokenize(lyrics).some((word) => word.script !== 'latin');

/**
 * The stanza with its English (Latin) transliteration generated from the lyrics: written into
 * the first english row (an empty one only unless `overwrite`), or a new row. The user edits it
 * before saving like any typed one.
 */
export function withGeneratedTransliteration(stanza: StanzaRow, overwrite: boolean): StanzaRow {
  if (!hasNativeScript(stanza.lyrics)) return stanza;
  const text = transliterateText(stanza.lyrics);
  const at = stanza.transliterations.findIndex((row) => row.language === 'english');
  if (at < 0) {
    return {
      ...stanza,
      transliterations: [...stanza.transliterations, { ...newTransliterationRow(), text }],
    };
  }
  const row = stanza.transliterations[at] as TransliterationRow;
  if (row.text.trim() && !overwrite) return stanza;
  return {
    ...stanza,
    transliterations: stanza.transliterations.map((r, i) => (i === at ? { ...r, text } : r)),
  };
}

export const newStanzaRow = (): StanzaRow => ({
  key: newKey('stanza'),
  label: '',
  lyrics: '',
  transliterations: [],
});

/**
 * Spec §4 initial state: empty title and author, english, one empty stanza, no category; public
 * as DESIGN §4 (the spec's public collection and share links assume it).
 */
export const initialSongForm = (): SongFormValues => ({
  title: '',
  language: 'english',
  author: '',
  categoryId: NO_CATEGORY,
  artist: '',
  key: '',
  tempo: '',
  ccliNumber: '',
  copyright: '',
  capo: '',
  isPublic: true,
  sectionOrder: [],
  stanzas: [newStanzaRow()],
});

/** What the form reads of a stored song (the `SongFields` and a version's snapshot). */
export interface SongFormSource {
  title: string;
  language: string;
  author?: string | null;
  artist?: string | null;
  key?: string | null;
  tempo?: number | null;
  ccliNumber?: string | null;
  copyright?: string | null;
  capo?: number | null;
  isPublic: boolean;
  sectionOrder?: readonly number[] | null;
  category?: { id: string } | null;
  categoryId?: string | null;
  stanzas: ReadonlyArray<{
    position: number;
    label?: string | null;
    lyrics: string;
    transliterations: ReadonlyArray<{ language: string; text: string }>;
  }>;
}

/** The form filled with a stored song (Edit). */
export function songFormFrom(song: SongFormSource): SongFormValues {
  const stanzas = [...song.stanzas].sort((a, b) => a.position - b.position);
  return {
    title: song.title,
    language: isLanguage(song.language) ? song.language : '',
    author: song.author ?? '',
    categoryId: song.category?.id ?? song.categoryId ?? NO_CATEGORY,
    artist: song.artist ?? '',
    key: song.key ?? '',
    tempo: song.tempo == null ? '' : String(song.tempo),
    ccliNumber: song.ccliNumber ?? '',
    copyright: song.copyright ?? '',
    capo: song.capo == null ? '' : String(song.capo),
    isPublic: song.isPublic,
    sectionOrder: [...(song.sectionOrder ?? [])],
    stanzas: stanzas.map((stanza) => ({
      key: newKey('stanza'),
      label: stanza.label ?? '',
      lyrics: stanza.lyrics,
      transliterations: stanza.transliterations.map((t) => ({
        key: newKey('transliteration'),
        language: isLanguage(t.language) ? t.language : '',
        text: t.text,
      })),
    })),
  };
}

export const stanzaPath = (stanza: number) => `stanzas.${stanza}`;
export const lyricsPath = (stanza: number) => `stanzas.${stanza}.lyrics`;
export const labelPath = (stanza: number) => `stanzas.${stanza}.label`;
export const transliterationPath = (stanza: number, row: number, field: 'language' | 'text') =>
  `stanzas.${stanza}.transliterations.${row}.${field}`;

const isBlank = (text: string) => text.trim() === '';

/** A whole number as typed ('120', ' 3 '), or null when the text is not one. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

function checkLength(
  errors: FieldErrors,
  field: string,
  text: string,
  max: number,
  message: string,
) {
  if (text.trim().length > max) errors[field] = message;
}

/** Errors by field path ('title', 'stanzas.0.lyrics', …); empty when the form can be sent. */
export function validateSongForm(values: SongFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = SONG_TITLE_REQUIRED;
  else if (title.length > SONG_TITLE_MAX) errors.title = SONG_TITLE_TOO_LONG;
  if (!isLanguage(values.language)) errors.language = LANGUAGE_REQUIRED;
  checkLength(errors, 'author', values.author, SONG_AUTHOR_MAX, SONG_AUTHOR_TOO_LONG);
  checkLength(errors, 'artist', values.artist, SONG_ARTIST_MAX, SONG_ARTIST_TOO_LONG);
  checkLength(errors, 'copyright', values.copyright, SONG_COPYRIGHT_MAX, SONG_COPYRIGHT_TOO_LONG);
  checkLength(errors, 'ccliNumber', values.ccliNumber, SONG_CCLI_MAX, SONG_CCLI_TOO_LONG);
  if (!isBlank(values.tempo)) {
    const tempo = wholeNumber(values.tempo);
    if (tempo === null || tempo < TEMPO_MIN || tempo > TEMPO_MAX) errors.tempo = TEMPO_MESSAGE;
  }
  if (!isBlank(values.capo)) {
    const capo = wholeNumber(values.capo);
    if (capo === null || capo > CAPO_MAX) errors.capo = CAPO_MESSAGE;
  }
  const count = values.stanzas.length;
  if (
    values.sectionOrder.length > SECTION_ORDER_MAX ||
    values.sectionOrder.some((n) => !Number.isInteger(n) || n < 1 || n > count)
  )
    errors.sectionOrder = sectionOrderMessage(count);
  if (count === 0) errors.stanzas = STANZAS_REQUIRED;
  values.stanzas.forEach((stanza, s) => {
    if (stanza.label.trim().length > SECTION_LABEL_MAX)
      errors[labelPath(s)] = SECTION_LABEL_TOO_LONG;
    if (isBlank(stanza.lyrics)) errors[lyricsPath(s)] = LYRICS_REQUIRED;
    else if (stanza.lyrics.trim().length > LYRICS_MAX) errors[lyricsPath(s)] = LYRICS_TOO_LONG;
    stanza.transliterations.forEach((row, r) => {
      // Rows without text are dropped at submit (spec §5), so they are never wrong.
      if (isBlank(row.text)) return;
      if (!isLanguage(row.language))
        errors[transliterationPath(s, r, 'language')] = TRANSLITERATION_LANGUAGE_REQUIRED;
      if (row.text.trim().length > LYRICS_MAX)
        errors[transliterationPath(s, r, 'text')] = TRANSLITERATION_TEXT_TOO_LONG;
    });
  });
  return errors;
}

/**
 * The section order once stanza `removed` (0-based) is gone: its entries leave, later stanzas'
 * numbers move down by one, so the order still names the same sections.
 */
export function orderWithoutStanza(order: readonly number[], removed: number): number[] {
  const number = removed + 1;
  return order.filter((n) => n !== number).map((n) => (n > number ? n - 1 : n));
}

/** The song's fields as both mutations take them (CreateSongInput without the group). */
export type SongInputFields = Omit<CreateSongInput, 'groupId'>;

export interface SongSubmission {
  input: SongInputFields;
  /**
   * Maps a server field path to the form's: the server numbers transliterations after blank
   * rows were dropped, the form before.
   */
  toFormPath: (serverPath: string) => string;
}

const textOrNull = (text: string) => text.trim() || null;
const numberOrNull = (text: string) => (isBlank(text) ? null : wholeNumber(text));

/**
 * Every field of the song as the form holds it (spec §5): trimmed text, null for an empty
 * optional field (an edit clears it), no category for 'none', blank transliteration rows dropped.
 */
export function toSongInput(values: SongFormValues): SongSubmission {
  const keptRows: number[][] = [];
  const stanzas = values.stanzas.map((stanza, s) => {
    const kept = stanza.transliterations
      .map((row, index) => ({ row, index }))
      .filter(({ row }) => !isBlank(row.text));
    keptRows[s] = kept.map(({ index }) => index);
    return {
      label: textOrNull(stanza.label),
      lyrics: stanza.lyrics.trim(),
      transliterations: kept.map(({ row }) => ({ language: row.language, text: row.text.trim() })),
    };
  });

  const input: SongInputFields = {
    title: values.title.trim(),
    language: values.language,
    author: textOrNull(values.author),
    categoryId: values.categoryId && values.categoryId !== NO_CATEGORY ? values.categoryId : null,
    artist: textOrNull(values.artist),
    key: values.key || null,
    tempo: numberOrNull(values.tempo),
    ccliNumber: textOrNull(values.ccliNumber),
    copyright: textOrNull(values.copyright),
    capo: numberOrNull(values.capo),
    isPublic: values.isPublic,
    sectionOrder: [...values.sectionOrder],
    stanzas,
  };

  const toFormPath = (serverPath: string) => {
    const match = /^stanzas\.(\d+)\.transliterations\.(\d+)(\..*)?$/.exec(serverPath);
    if (!match) return serverPath;
    const s = Number(match[1]);
    const formRow = keptRows[s]?.[Number(match[2])];
    return formRow === undefined
      ? serverPath
      : `stanzas.${s}.transliterations.${formRow}${match[3] ?? ''}`;
  };
  return { input, toFormPath };
}

/** The createSong input: every field, the empty ones left out, into the selected group. */
export function toCreateSongInput(
  values: SongFormValues,
  groupId: string | null | undefined,
): { input: CreateSongInput; toFormPath: (serverPath: string) => string } {
  const { input, toFormPath } = toSongInput(values);
  const create: CreateSongInput = {};
  for (const [field, value] of Object.entries(input) as [keyof SongInputFields, unknown][]) {
    if (value === null || (field === 'sectionOrder' && input.sectionOrder?.length === 0)) continue;
    (create as Record<string, unknown>)[field] = value;
  }
  create.stanzas = input.stanzas?.map(({ label, ...stanza }) =>
    label ? { label, ...stanza } : stanza,
  );
  if (groupId) create.groupId = groupId;
  return { input: create, toFormPath };
}
