import { describe, expect, it } from 'vitest';
import { decodeFile } from './decode-file';
import {
  FILE_BINARY,
  FILE_EMPTY,
  FILE_NOT_BASE64,
  FILE_SIZE_MAX,
  FILE_TOO_LARGE,
  NOT_UTF8,
} from './messages';

const base64 = (bytes: Buffer | number[]) => ({
  content: Buffer.from(bytes).toString('base64'),
  encoding: 'base64' as const,
});
const text = 'Amazing grace\r\nയേശു എൻ്റെ\rइयेसु';

describe('decodeFile', () => {
  it('reads UTF-8 with and without a byte order mark, line endings as \\n', () => {
    const expected = 'Amazing grace\nയേശു എൻ്റെ\nइयेसु';
    expect(decodeFile({ content: text }).text).toBe(expected);
    expect(decodeFile(base64(Buffer.from(text))).text).toBe(expected);
    expect(
      decodeFile(base64(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).text,
    ).toBe(expected);
    expect(decodeFile({ content: `\ufeff${text}` }).text).toBe(expected);
  });

  it('reads UTF-16 little and big endian with a byte order mark', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le);
    be.swap16();
    expect(decodeFile(base64(le)).text).toBe('Amazing grace\nയേശു എൻ്റെ\nइयेसु');
    expect(decodeFile(base64(be)).text).toBe('Amazing grace\nയേശു എൻ്റെ\nइयेसु');
  });

  it('reads UTF-16 saved without a byte order mark, told by its zero bytes', () => {
    const le = Buffer.from('Amazing grace\nhow sweet', 'utf16le');
    const be = Buffer.from(le);
    be.swap16();
    expect(decodeFile(base64(le)).text).toBe('Amazing grace\nhow sweet');
    expect(decodeFile(base64(be)).text).toBe('Amazing grace\nhow sweet');
  });

  it('reads a legacy single-byte file as its XML declaration says, else as Windows-1252 with a warning', () => {
    const cp1250 = Buffer.from([
      ...Buffer.from('<?xml version="1.0" encoding="windows-1250"?><a>M'),
      0xe1, // á
      0x6d,
      0x20,
      0xec, // ě
      ...Buffer.from('</a>'),
    ]);
    expect(decodeFile(base64(cp1250))).toEqual({
      text: '<?xml version="1.0" encoding="windows-1250"?><a>Mám ě</a>',
      warnings: [],
    });
    expect(decodeFile(base64([0x43, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x6f, 0x6b, 0x94]))).toEqual({
      text: 'Café “ok”',
      warnings: [NOT_UTF8],
    });
  });

  it('refuses binary files: NUL bytes, images, control characters', () => {
    const png = [
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44,
      0x52,
    ];
    expect(() => decodeFile(base64(png))).toThrow(FILE_BINARY);
    expect(() => decodeFile(base64([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]))).toThrow(
      FILE_BINARY,
    );
    expect(() => decodeFile({ content: 'a\u0001b\u0002c\u0003d\u0004' })).toThrow(FILE_BINARY);
  });

  it('refuses content that is not base64 when it says it is', () => {
    expect(() => decodeFile({ content: 'this is not base64!', encoding: 'base64' })).toThrow(
      FILE_NOT_BASE64,
    );
  });

  it(`refuses a file over ${FILE_SIZE_MAX} bytes decoded, and takes one at the limit`, () => {
    expect(() => decodeFile({ content: 'a'.repeat(FILE_SIZE_MAX + 1) })).toThrow(FILE_TOO_LARGE);
    expect(() => decodeFile(base64(Buffer.alloc(FILE_SIZE_MAX + 1, 0x61)))).toThrow(FILE_TOO_LARGE);
    expect(decodeFile({ content: 'a'.repeat(FILE_SIZE_MAX) }).text).toHaveLength(FILE_SIZE_MAX);
  });

  it('refuses an empty or blank file', () => {
    expect(() => decodeFile({ content: '' })).toThrow(FILE_EMPTY);
    expect(() => decodeFile({ content: ' \n\t\n' })).toThrow(FILE_EMPTY);
  });
});
