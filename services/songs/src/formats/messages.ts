import { IMPORT_FILE_SIZE_MAX, IMPORT_FILE_TOO_LARGE } from '@worship/common';

// What the import says about a file it cannot read (docs/import-export.md lists them).

export const FILE_SIZE_MAX = IMPORT_FILE_SIZE_MAX;

export const FILE_EMPTY = 'The file is empty';
export const FILE_TOO_LARGE = IMPORT_FILE_TOO_LARGE;
export const FILE_NOT_BASE64 = 'The file content is not valid base64';
export const FILE_BINARY = 'The file is not a text file (it looks like a binary file)';
export const UNKNOWN_FORMAT =
  'Unknown format: import reads OpenLyrics XML, ChordPro, SongSelect text and plain text';
export const UNKNOWN_XML =
  'Unknown XML format: only OpenLyrics songs (<song> in the OpenLyrics namespace) are read';
export const XML_DECLARATIONS =
  'XML with a DOCTYPE or entity declarations is not accepted (entities are never expanded or fetched)';
export const xmlMalformed = (detail: string) => `The XML is not well-formed: ${detail}`;
export const NO_LYRICS = 'The file has no lyrics';
export const LANGUAGE_NOT_RECOGNISED = 'Language not recognised; imported as English';
export const NOT_UTF8 = 'The file is not UTF-8; it was read as Windows-1252';
export const keyNotRecognised = (key: string) => `Key "${key}" is not a key; left empty`;
export const tempoNotRecognised = (tempo: string) =>
  `Tempo "${tempo}" is not a number of beats per minute from 1 to 400; left empty`;
export const capoNotRecognised = (capo: string) =>
  `Capo "${capo}" is not a fret from 0 to 11; left empty`;

export const transposeNotRecognised = (value: string) =>
  `Transpose "${value}" is not a number of semitones; chords kept as written`;
