import { mergeChordLines } from './chords-over-lyrics';
import { emptySong, type ParsedSong } from './parsed-song';
import { finishTextSong, paragraphs, stanzasFrom } from './text-blocks';

const CCLI_SONG = /^CCLI\s+Song\s*#?\s*:?\s*(\d+)\s*$/iu;
const LICENSE = /^CCLI\s+Licen[sc]e\s*(#|No\.?|Number)/iu;
const TERMS = /^For use solely with the SongSelect/iu;
const COPYRIGHT = /^(©|\(c\)|copyright\b)\s*/iu;

/**
 * A SongSelect lyrics or chord sheet file (.txt, chords above the lyrics made inline): the title,
 * sections under headers, then a footer with
 * "CCLI Song # n", the writers, "© ..." and the licence lines, which are not lyrics.
 */
export function parseSongSelect(text: string): ParsedSong {
  const song = emptySong();
  const lines = mergeChordLines(text.split('\n')).map((line) => line.trim());
  const footerAt = lines.findIndex((line) => CCLI_SONG.test(line));
  const body = footerAt >= 0 ? lines.slice(0, footerAt) : lines;
  const footer = footerAt >= 0 ? lines.slice(footerAt) : [];
  readFooter(footer, song);
  const blocks = paragraphs(body.filter((line) => !LICENSE.test(line) && !TERMS.test(line)));
  const titleBlock = blocks.shift() ?? [];
  song.title = titleBlock[0] ?? '';
  // Older exports put the writers under the title, before the first section.
  if (titleBlock.length > 1 && song.authors.length === 0)
    song.authors = splitWriters(titleBlock.slice(1).join(' | '));
  song.stanzas = stanzasFrom(blocks);
  return finishTextSong(song);
}

function readFooter(footer: string[], song: ParsedSong): void {
  for (const [index, line] of footer.entries()) {
    const number = CCLI_SONG.exec(line);
    if (number) {
      song.ccliNumber = number[1] ?? null;
      continue;
    }
    if (!line || LICENSE.test(line) || TERMS.test(line)) continue;
    if (COPYRIGHT.test(line)) {
      song.copyright = line.replace(COPYRIGHT, '').trim() || null;
      continue;
    }
    if (index === 1 && song.authors.length === 0) song.authors = splitWriters(line);
  }
}

/** "Chris Tomlin | John Newton" (and older "A, B and C") as names. */
function splitWriters(line: string): string[] {
  const separator = line.includes('|') ? /\s*\|\s*/u : /\s*,\s*|\s+and\s+|\s*&\s*/u;
  return line
    .split(separator)
    .map((name) => name.trim())
    .filter(Boolean);
}
