import { splitCcliReport, type CcliReportLine, type ReportRow } from '@worship/common';
import { stringify } from 'csv-stringify/sync';
import { Router } from 'express';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { BODY_NOT_OBJECT } from './groups.routes';
import { parseBody } from './http-error';
import { groupData } from './stats.routes';

export const REPORT_FROM_MESSAGE = 'from must be a date (YYYY-MM-DD)';
export const REPORT_TO_MESSAGE = 'to must be a date (YYYY-MM-DD)';

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

const CSV_COLUMNS: [keyof CcliReportLine, string][] = [
  ['ccliNumber', 'CCLI Number'],
  ['title', 'Title'],
  ['authors', 'Authors'],
  ['copyright', 'Copyright'],
  ['digitalUses', 'Digital Uses'],
  ['printCopies', 'Print Copies'],
  ['lastUsed', 'Last Used'],
];

/**
 * Issue 21: the group's CCLI copyright report for a range of service dates (members only, like
 * every group statistic). JSON by default; CSV (one row per song, songs without a CCLI number
 * last) when the caller accepts text/csv before JSON.
 */
export function reportsRoutes({ run }: GatewayDeps): Router {
  const router = Router();

  router.get('/groups/:groupId/reports/ccli', async (req, res) => {
    const { from, to } = parseBody(reportQuery, req.query);
    const group = await groupData<{ ccliReport: ReportRow[] }>(
      run,
      req,
      'GroupCcliReport',
      `ccliReport(from: $from, to: $to) {
        songId digitalUses printCopies lastUsed
        song { title author copyright ccliNumber }
      }`,
      { declarations: ', $from: String!, $to: String!', values: { from, to } },
    );
    const report = splitCcliReport(group.ccliReport);
    const songs = report.numbered;
    const songsWithoutNumber = report.unnumbered;
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
    res.json({ from, to, songs, songsWithoutNumber, ccliSearchUrl: report.searchUrl });
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
