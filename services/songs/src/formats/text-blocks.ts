import { detectLanguage } from './detect-language';
import { NO_LYRICS } from './messages';
import { type ParsedSong, type ParsedStanza, SongFormatError, warn } from './parsed-song';
import { sectionHeader } from './section-labels';

/** Paragraphs of a text: runs of non-blank lines, each trimmed. */
export function paragraphs(lines: string[]): string[][] {
  const blocks: string[][] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') {
      if (current.length > 0) blocks.push(current);
      current = [];
    } else current.push(line.trim());
  }
  if (current.length > 0) blocks.push(current);
  return blocks;
}

/**
 * Stanzas from paragraphs: a header line ("Verse 1", "Chorus:", "[Bridge]") labels the lines
 * after it, whether they follow at once or after a blank line.
 */
export function stanzasFrom(blocks: string[][]): ParsedStanza[] {
  const stanzas: ParsedStanza[] = [];
  let pending: string | null = null;
  for (const block of blocks) {
    const lines = [...block];
    const header = lines[0] === undefined ? null : sectionHeader(lines[0]);
    if (header) {
      lines.shift();
      pending = header;
    }
    if (lines.length === 0) continue;
    stanzas.push({ label: pending, lyrics: lines.join('\n'), transliterations: [] });
    pending = null;
  }
  return stanzas;
}

export function finishTextSong(song: ParsedSong): ParsedSong {
  if (song.stanzas.length === 0) throw new SongFormatError(NO_LYRICS);
  const detected = detectLanguage(song.stanzas.map((stanza) => stanza.lyrics).join('\n'));
  song.language = detected.language;
  if (detected.warning) warn(song, detected.warning);
  return song;
}
