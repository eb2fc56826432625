/*
 * Issue 21: the CCLI report as the Statistics page shows it (the same split and link as the REST
 * JSON, docs/usage-and-ccli.md).
 */

export const CCLI_SEARCH_URL = 'https://reporting.ccli.com/search';
export const UNAVAILABLE_SONG = 'Song no longer in the library';

export interface ReportRow {
  songId: string;
  digitalUses: number;
  printCopies: number;
  lastUsed?: string | null;
  song?: {
    title: string;
    author?: string | null;
    copyright?: string | null;
    ccliNumber?: string | null;
  } | null;
}

export interface ReportLine {
  songId: string;
  ccliNumber: string | null;
  title: string;
  authors: string | null;
  copyright: string | null;
  digitalUses: number;
  printCopies: number;
  lastUsed: string | null;
}

/** Songs with a CCLI number (by title), those without, and the reporting search link. */
export function splitReport(rows: readonly ReportRow[]) {
  const lines: ReportLine[] = rows
    .map((row) => ({
      songId: row.songId,
      ccliNumber: row.song?.ccliNumber?.trim() || null,
      title: row.song?.title ?? UNAVAILABLE_SONG,
      authors: row.song?.author ?? null,
      copyright: row.song?.copyright ?? null,
      digitalUses: row.digitalUses,
      printCopies: row.printCopies,
      lastUsed: row.lastUsed ?? null,
    }))
    .sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
  const numbered = lines.filter((line) => line.ccliNumber);
  const numbers = [...new Set(numbered.map((line) => line.ccliNumber))];
  return {
    numbered,
    unnumbered: lines.filter((line) => !line.ccliNumber),
    searchUrl: numbers.length
      ? `${CCLI_SEARCH_URL}?s=${encodeURIComponent(numbers.join(';'))}`
      : null,
  };
}

/** The default range: the first day of the month six months back, to today (reader's days). */
export function defaultRange(today: Date): { from: string; to: string } {
  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { from: day(new Date(today.getFullYear(), today.getMonth() - 6, 1)), to: day(today) };
}
