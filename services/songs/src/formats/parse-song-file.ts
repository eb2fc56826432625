import { parseChordPro } from './chordpro.parser';
import { decodeFile, type EncodedFile } from './decode-file';
import { detectFormat } from './detect-format';
import { parseOpenLyrics } from './openlyrics.parser';
import type { ParsedSong, SongFileFormat } from './parsed-song';
import { parsePlainText } from './plain-text.parser';
import { parseSongSelect } from './songselect.parser';

export interface SongFile extends EncodedFile {
  name: string;
}

export interface ParsedSongFile {
  format: SongFileFormat;
  song: ParsedSong;
}

/** A file as a song: decoded, its format detected from the content, parsed. Throws SongFormatError. */
export function parseSongFile(file: SongFile): ParsedSongFile {
  const { text, warnings } = decodeFile(file);
  const format = detectFormat(file.name, text);
  const song = parseAs(format, text, file.name);
  song.warnings.unshift(...warnings);
  return { format, song };
}

function parseAs(format: SongFileFormat, text: string, name: string): ParsedSong {
  switch (format) {
    case 'openlyrics':
      return parseOpenLyrics(text);
    case 'chordpro':
      return parseChordPro(text);
    case 'songselect':
      return parseSongSelect(text);
    case 'plaintext':
      return parsePlainText(text, name);
  }
}
