/*
 * Issue 21: the CCLI report's lines as the REST JSON/CSV (gateway) and the Statistics page
 * (mf-insights) present them: songs with a CCLI number by title, those without apart, and CCLI's
 * reporting search for the numbers joined by `;` (docs/usage-and-ccli.md).
 */

export const CCLI_SEARCH_URL = 'https://reporting.ccli.com/search';
export const UNAVAILABLE_SONG = 'Song no longer in the library';

/** A report row as the graph answers it (`Group.ccliReport`). */
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

/** One song of the report as shown and downloaded. */
export interface CcliReportLine {
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
export function splitCcliReport(rows: readonly ReportRow[]) {
  const lines: CcliReportLine[] = rows
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
    .sort(
      (a, b) =>
        a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) ||
        a.songId.localeCompare(b.songId),
    );
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
