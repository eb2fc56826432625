import { isServiceDate } from '@worship/common';
import { z } from 'zod';

export const REPORT_FROM_MESSAGE = 'from must be a date (YYYY-MM-DD)';
export const REPORT_TO_MESSAGE = 'to must be a date (YYYY-MM-DD)';
export const REPORT_RANGE_MESSAGE = 'from must be on or before to';
/** CCLI reports cover a licence period: at most a little over a year at once. */
export const REPORT_RANGE_DAYS_MAX = 366;
export const REPORT_RANGE_TOO_LONG = `A report covers at most ${REPORT_RANGE_DAYS_MAX} days`;

const day = (message: string) => z.string({ error: message }).trim().refine(isServiceDate, message);

const DAY_MS = 24 * 60 * 60 * 1000;

const bothDays = (from: string, to: string) => isServiceDate(from) && isServiceDate(to);

/** A range of service dates, both ends included, from ≤ to, at most 366 days. */
export const ccliReportArgsSchema = z
  .object({ from: day(REPORT_FROM_MESSAGE), to: day(REPORT_TO_MESSAGE) })
  // The range is judged once both ends are dates (zod runs these on invalid fields too).
  .refine(({ from, to }) => !bothDays(from, to) || from <= to, {
    message: REPORT_RANGE_MESSAGE,
    path: ['to'],
  })
  .refine(
    ({ from, to }) =>
      !bothDays(from, to) || (Date.parse(to) - Date.parse(from)) / DAY_MS < REPORT_RANGE_DAYS_MAX,
    { message: REPORT_RANGE_TOO_LONG, path: ['to'] },
  );
export type CcliReportQuery = z.infer<typeof ccliReportArgsSchema>;
