import { stringify } from 'csv-stringify/sync';
import { Router } from 'express';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { BODY_NOT_OBJECT } from './groups.routes';
import { parseBody } from './http-error';
import { groupData } from './stats.routes';

export const REPORT_FROM_MESSAGE = 'from must be a date (YYYY-MM-DD)';
export const REPORT_TO_MESSAGE = 'to must be a date (YYYY-MM-DD)';

/**
 * CCLI's reporting search: the numbers joined by `;` find every song of a report at once
 * (docs/usage-and-ccli.md).
 */
export const CCLI_SEARCH_URL = 'https://reporting.ccli.com/search';

/** A song the caller can no longer open (deleted from the library): its figures stay. */
export const UNAVAILABLE_SONG = 'Song no longer in the library';

/** Both bounds present once (their rules are the schedules subgraph's). */
const bound = (message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.string({ error: message }));
const reportQuery = z.object({
  from: bound(REPORT_FROM_MESSAGE),
  to: bound(REPORT_TO_MESSAGE),
});

export const COPIES_MESSAGE = 'Copies must be a whole number from 1 to 500';

const printBody = z.object(
  {
    copies: z
      .number({ error: COPIES_MESSAGE })
      .int(COPIES_MESSAGE)
      .min(-(2 ** 31), COPIES_MESSAGE)
      .max(2 ** 31 - 1, COPIES_MESSAGE)
      .nullish()
      .transform((value) => value ?? 1),
  },
  { error: BODY_NOT_OBJECT },
);

interface ReportSongData {
  songId: string;
  digitalUses: number;
  printCopies: number;
  lastUsed: string | null;
  song: {
    title: string;
    author: string | null;
    copyright: string | null;
    ccliNumber: string | null;
  } | null;
}

/** One song of the report as the JSON and the CSV present it. */
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

const CSV_COLUMNS: [keyof CcliReportLine, string][] = [
  ['ccliNumber', 'CCLI Number'],
  ['title', 'Title'],
  ['authors', 'Authors'],
  ['copyright', 'Copyright'],
  ['digitalUses', 'Digital Uses'],
  ['printCopies', 'Print Copies'],
  ['lastUsed', 'Last Used'],
];

const toLine = ({ song, ...row }: ReportSongData): CcliReportLine => ({
  songId: row.songId,
  ccliNumber: song?.ccliNumber?.trim() || null,
  title: song?.title ?? UNAVAILABLE_SONG,
  authors: song?.author ?? null,
  copyright: song?.copyright ?? null,
  digitalUses: row.digitalUses,
  printCopies: row.printCopies,
  lastUsed: row.lastUsed,
});

const byTitle = (a: CcliReportLine, b: CcliReportLine) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.songId.localeCompare(b.songId);

/**
 * Issue 21: the group's CCLI copyright report for a range of service dates (members only, like
 * every group statistic). JSON by default; CSV (one row per song, songs without a CCLI number
 * last) when the caller accepts text/csv before JSON.
 */
export function reportsRoutes({ run }: GatewayDeps): Router {
  const router = Router();

  router.get('/groups/:groupId/reports/ccli', async (req, res) => {
    const { from, to } = parseBody(reportQuery, req.query);
    const group = await groupData<{ ccliReport: ReportSongData[] }>(
      run,
      req,
      'GroupCcliReport',
      `ccliReport(from: $from, to: $to) {
        songId digitalUses printCopies lastUsed
        song { title author copyright ccliNumber }
      }`,
      { declarations: ', $from: String!, $to: String!', values: { from, to } },
    );
    const lines = group.ccliReport.map(toLine).sort(byTitle);
    const songs = lines.filter((line) => line.ccliNumber);
    const songsWithoutNumber = lines.filter((line) => !line.ccliNumber);
    if (req.accepts(['application/json', 'text/csv']) === 'text/csv') {
      res
        .type('text/csv; charset=utf-8')
        .attachment(`ccli-report-${from}-to-${to}.csv`)
        .send(
          stringify(
            [...songs, ...songsWithoutNumber].map((line) =>
              CSV_COLUMNS.map(([key]) => line[key] ?? ''),
            ),
            { header: true, columns: CSV_COLUMNS.map(([, header]) => header) },
          ),
        );
      return;
    }
    const numbers = [...new Set(songs.map((line) => line.ccliNumber))];
    res.json({
      from,
      to,
      songs,
      songsWithoutNumber,
      ccliSearchUrl: numbers.length
        ? `${CCLI_SEARCH_URL}?s=${encodeURIComponent(numbers.join(';'))}`
        : null,
    });
  });

  /**
   * The caller printed the schedule's song sheet: `copies` (1..500, default 1) count as print
   * copies of each of its songs in the CCLI report. The print view calls it when the user prints.
   */
  router.post('/schedules/:id/prints', async (req, res) => {
    const { copies } = parseBody(printBody, req.body);
    const data = await run<{ recordSchedulePrint: number }>(
      req,
      `mutation RecordSchedulePrint($id: ID!, $copies: Int!) {
        recordSchedulePrint(scheduleId: $id, copies: $copies)
      }`,
      { id: req.params.id, copies },
    );
    res.status(201).json({ copies, songs: data.recordSchedulePrint });
  });

  return router;
}
