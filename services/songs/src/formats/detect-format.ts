import { UNKNOWN_FORMAT, UNKNOWN_XML, XML_DECLARATIONS } from './messages';
import { SongFormatError, type SongFileFormat } from './parsed-song';

const CHORDPRO_EXTENSIONS = /\.(cho|chordpro|chopro|crd|pro)$/iu;
const CHORDPRO_DIRECTIVE =
  /^\s*\{\s*(title|t|subtitle|st|start_of_\w+|so[cvbt]|chorus|artist|key|capo|meta)\s*[:}\s]/imu;
const OPENLYRICS_ROOT =
  /<song\b[^>]*xmlns\s*=\s*["']http:\/\/openlyrics\.info\/namespace\/2009\/song["']/u;

/**
 * Which format a file is in, from its content first (an extension can lie): OpenLyrics XML,
 * ChordPro directives, a SongSelect "CCLI Song #" footer, else plain text. XML, RTF, PDF and
 * JSON that are none of these are refused as unknown.
 */
export function detectFormat(name: string, text: string): SongFileFormat {
  const head = text.trimStart();
  if (head.startsWith('<')) {
    // Entity declarations are refused whatever the root (billion laughs, external entities).
    if (/<!(DOCTYPE|ENTITY)/iu.test(head)) throw new SongFormatError(XML_DECLARATIONS);
    if (OPENLYRICS_ROOT.test(head.slice(0, 4000))) return 'openlyrics';
    throw new SongFormatError(
      /^<(\?xml|!DOCTYPE|[A-Za-z])/u.test(head) ? UNKNOWN_XML : UNKNOWN_FORMAT,
    );
  }
  if (/^(\{\\rtf|%PDF-)/u.test(head) || looksLikeJson(head))
    throw new SongFormatError(UNKNOWN_FORMAT);
  if (CHORDPRO_DIRECTIVE.test(text)) return 'chordpro';
  if (/^\s*CCLI\s+Song\s*#/imu.test(text)) return 'songselect';
  if (CHORDPRO_EXTENSIONS.test(name)) return 'chordpro';
  return 'plaintext';
}

function looksLikeJson(text: string): boolean {
  if (!/^[{[]/u.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
