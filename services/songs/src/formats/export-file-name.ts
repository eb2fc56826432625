import type { ExportFormat } from '@worship/common';

const EXTENSIONS: Record<ExportFormat, string> = { openlyrics: 'xml', chordpro: 'cho' };

/** A file name from the title that every file system takes: `Amazing Grace.xml`. */
export function exportFileName(title: string, format: ExportFormat): string {
  const base =
    Array.from(
      title
        .normalize('NFC')
        // eslint-disable-next-line no-control-regex -- control characters never belong in a file name
        .replace(/[\u0000-\u001f\u007f\\/:*?"<>|]+/gu, ' ')
        .replace(/\s+/gu, ' ')
        .trim()
        .replace(/^\.+/u, ''),
    )
      .slice(0, 100)
      .join('')
      .trim() || 'song';
  return `${base}.${EXTENSIONS[format]}`;
}
