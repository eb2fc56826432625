import { mergeChordLines } from './chords-over-lyrics';
import { applyKey, applyTempo, parseCapo } from './metadata';
import { emptySong, type ParsedSong } from './parsed-song';
import { sectionHeader } from './section-labels';
import { finishTextSong, paragraphs, stanzasFrom } from './text-blocks';

const METADATA =
  /^(key|tempo|bpm|capo|ccli|ccli number|artist|author|words|music|copyright)\s*:\s*(.+)$/iu;

/**
 * Plain text: stanzas split at blank lines, optional section headers, chords inline or on lines
 * of their own above the lyrics. A first paragraph that is one line, or one line followed by
 * `Key: G`-style lines (as OnSong and chord sheets begin), is the title (and those fields);
 * otherwise the file name (without extension) is the title.
 */
export function parsePlainText(text: string, fileName: string): ParsedSong {
  const song = emptySong();
  const blocks = paragraphs(mergeChordLines(text.split('\n')));
  const [first] = blocks;
  const [title, ...rest] = first ?? [];
  if (
    blocks.length > 1 &&
    title &&
    !sectionHeader(title) &&
    rest.every((line) => METADATA.test(line))
  ) {
    song.title = title;
    rest.forEach((line) => applyField(song, line));
    blocks.shift();
  } else song.title = titleFromFileName(fileName);
  song.stanzas = stanzasFrom(blocks);
  return finishTextSong(song);
}

export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/u).pop() ?? '';
  return base
    .replace(/\.[A-Za-z0-9]{1,9}$/u, '')
    .replace(/[_]+/gu, ' ')
    .trim();
}

function applyField(song: ParsedSong, line: string): void {
  const [, name = '', value = ''] = METADATA.exec(line) ?? [];
  const field = name.toLowerCase();
  if (field === 'key') applyKey(song, value);
  else if (field === 'tempo' || field === 'bpm')
    applyTempo(song, value.replace(/\s*bpm$/iu, ''), value);
  else if (field === 'capo') song.capo = parseCapo(song, value);
  else if (field.startsWith('ccli')) song.ccliNumber = value.trim();
  else if (field === 'artist') song.artist = value.trim();
  else if (field === 'copyright') song.copyright = value.replace(/^©\s*/u, '').trim();
  else if (!song.authors.includes(value.trim())) song.authors.push(value.trim());
}
