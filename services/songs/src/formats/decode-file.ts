import {
  FILE_BINARY,
  FILE_EMPTY,
  FILE_NOT_BASE64,
  FILE_SIZE_MAX,
  FILE_TOO_LARGE,
  NOT_UTF8,
} from './messages';
import { SongFormatError } from './parsed-song';

export interface EncodedFile {
  content: string;
  encoding?: 'utf8' | 'base64' | null;
}

export interface DecodedFile {
  /** The text with line endings as `\n` and no byte order mark. */
  text: string;
  warnings: string[];
}

const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/u;

/**
 * The bytes of an uploaded file as text: UTF-8 (with or without a BOM), UTF-16 with a BOM, and
 * files in a legacy single-byte encoding (an XML declaration's, else Windows-1252); anything
 * with NUL bytes or many control characters is refused as binary.
 */
export function decodeFile(file: EncodedFile): DecodedFile {
  const bytes = toBytes(file);
  if (bytes.length > FILE_SIZE_MAX) throw new SongFormatError(FILE_TOO_LARGE);
  const { text, warnings } = decodeBytes(bytes);
  const normalised = text.replace(/\r\n?/gu, '\n');
  if (normalised.trim() === '') throw new SongFormatError(FILE_EMPTY);
  return { text: normalised, warnings };
}

function toBytes({ content, encoding }: EncodedFile): Buffer {
  if (encoding !== 'base64') return Buffer.from(content, 'utf8');
  // Buffer.from ignores what is not base64; a file that is not base64 must not import as noise.
  if (!BASE64.test(content)) throw new SongFormatError(FILE_NOT_BASE64);
  return Buffer.from(content, 'base64');
}

function decodeBytes(bytes: Buffer): DecodedFile {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: utf8(bytes.subarray(3)) ?? binary(), warnings: [] };
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: checked(new TextDecoder('utf-16le').decode(bytes.subarray(2))), warnings: [] };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: checked(new TextDecoder('utf-16be').decode(bytes.subarray(2))), warnings: [] };
  const bomless = utf16WithoutBom(bytes);
  if (bomless) return { text: checked(bomless), warnings: [] };
  if (bytes.includes(0)) binary();
  const text = utf8(bytes);
  if (text !== null) return { text: checked(text), warnings: [] };
  const declared = declaredEncoding(bytes);
  if (declared) return { text: checked(declared), warnings: [] };
  return { text: checked(windows1252(bytes)), warnings: [NOT_UTF8] };
}

// Node's TextDecoder reads 'windows-1252' as Latin-1 without full ICU; 0x80–0x9F differ.
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function windows1252(bytes: Buffer): string {
  let out = '';
  for (const byte of bytes)
    out += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return out;
}

/**
 * UTF-16 saved without a byte order mark, told by its zero bytes: Latin text has one in every
 * other byte, on the high side of each unit (odd offsets little endian, even ones big endian).
 */
function utf16WithoutBom(bytes: Buffer): string | null {
  if (bytes.length < 4 || bytes.length % 2 !== 0) return null;
  const units = Math.min(bytes.length, 4096) / 2;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < units * 2; i += 2) {
    if (bytes[i] === 0) evenZeros += 1;
    if (bytes[i + 1] === 0) oddZeros += 1;
  }
  const encoding =
    oddZeros >= units * 0.4 && evenZeros === 0
      ? 'utf-16le'
      : evenZeros >= units * 0.4 && oddZeros === 0
        ? 'utf-16be'
        : null;
  if (!encoding) return null;
  const text = new TextDecoder(encoding).decode(bytes);
  // Binary data can show the same pattern; text read this way has no control characters.
  return new RegExp(CONTROL.source, 'u').test(text) ? null : text;
}

function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** An XML file may say which legacy encoding it is in (`encoding="windows-1250"`). */
function declaredEncoding(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 200).toString('latin1');
  const name = /^\s*<\?xml[^>]*encoding=["']([A-Za-z0-9._-]+)["']/u.exec(head)?.[1];
  if (!name) return null;
  try {
    return new TextDecoder(name).decode(bytes);
  } catch {
    return null;
  }
}

// Text has tabs and line breaks but hardly any other control characters; binary data has many.
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/gu;

function checked(text: string): string {
  const controls = text.match(CONTROL)?.length ?? 0;
  if (text.includes('\u0000') || controls > Math.max(2, text.length / 100)) binary();
  return text;
}

function binary(): never {
  throw new SongFormatError(FILE_BINARY);
}
