export * from './email';
export { API_KEYS_NEED_SESSION_MESSAGE, AUTH_RATE_LIMIT_MESSAGE } from './auth-messages';
export * from './category-rules';
export * from './group-rules';
export * from './languages';
export { safeRedirect } from './safe-redirect';
export * from './schedule-rules';
export * from './song-rules';
export { tooLongMessage } from './too-long';
export type { UserJson } from './user';
export { hasChords, INLINE_CHORD, stripChords } from './chords/inline-chords';
export * from './section-rules';
export { isKey, KEYS, MAJOR_KEYS, MINOR_KEYS, normalizeKey, PICKER_KEYS } from './chords/keys';
export {
  chordsOf,
  graphemeStarts,
  mapInlineChords,
  parseChordLine,
  type ChordSegment,
} from './chords/inline-chords';
export {
  formatChordSymbol,
  isMinorChord,
  parseChordSymbol,
  type ChordSymbol,
} from './chords/chord-symbol';
export { keySpelling, majorScale, semitonesBetween, transposeKey } from './chords/key-spelling';
export {
  capoShapes,
  keyOfChords,
  toCapoShapes,
  toNashville,
  transposeChord,
  transposeText,
  transposeTextBy,
} from './chords/transpose';
export { songInKey, writtenKeyOf, type KeyedSong } from './chords/song-in-key';
export * from './import-rules';
export {
  keyMatches,
  queryKey,
  queryTerms,
  searchKey,
  searchWords,
  SEARCH_KEY_VERSION,
  wordKeys,
  type QueryTerm,
} from './search/search-key';
export { oneEditAway, osaDistance, typosAllowed } from './search/edit-distance';
export { phoneticFold, phoneticFolds } from './search/phonetic-fold';
export { scanWords, tokenize, type Script, type Word } from './search/tokenize';
export { highlightSegments, type HighlightSegment } from './search/highlight';
export * from './transliterate';
export * from './time-zone';
export * from './ccli-report';
