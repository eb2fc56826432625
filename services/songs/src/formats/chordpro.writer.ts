import type { ParsedSong } from './parsed-song';
import { sectionKind } from './section-labels';

/**
 * ChordPro: metadata directives, labelled stanzas as sections (chorus and bridge as their own
 * kinds), transliterations as `{start_of_transliteration: language}` after their stanza, and
 * what ChordPro has no directive for (language, section order, translation) as `{meta:}`.
 */
export function writeChordPro(song: ParsedSong): string {
  const out: string[] = [`{title: ${oneLine(song.title)}}`];
  const meta = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') out.push(`{${name}: ${oneLine(String(value))}}`);
  };
  meta('artist', song.artist);
  for (const author of song.authors) meta('composer', author);
  meta('key', song.key);
  meta('capo', song.capo);
  meta('tempo', song.tempo);
  meta('ccli', song.ccliNumber);
  meta('copyright', song.copyright);
  out.push(`{meta: language ${song.language}}`);
  if (song.sectionOrder.length > 0) out.push(`{meta: sectionorder ${song.sectionOrder.join(' ')}}`);
  for (const stanza of song.stanzas) {
    out.push('');
    if (stanza.label) {
      const kind =
        sectionKind(stanza.label) === 'chorus'
          ? 'chorus'
          : sectionKind(stanza.label) === 'bridge'
            ? 'bridge'
            : 'verse';
      out.push(
        `{start_of_${kind}: ${oneLine(stanza.label)}}`,
        ...lines(stanza.lyrics),
        `{end_of_${kind}}`,
      );
    } else out.push(...lines(stanza.lyrics));
    for (const transliteration of stanza.transliterations)
      out.push(
        `{start_of_transliteration: ${transliteration.language}}`,
        ...lines(transliteration.text),
        '{end_of_transliteration}',
      );
  }
  if (song.translation)
    out.push('', '{start_of_translation}', ...lines(song.translation), '{end_of_translation}');
  return out.join('\n') + '\n';
}

function oneLine(value: string): string {
  return value
    .replace(/\s*\n\s*/gu, ' ')
    .replace(/\}/gu, ')')
    .trim();
}

// A lyric line that starts with `#` or is a whole `{...}` would read back as a comment or a directive.
function lines(text: string): string[] {
  return text.split('\n').map((line) => (/^\s*(#|\{.*\}\s*$)/u.test(line) ? ` ${line}` : line));
}
