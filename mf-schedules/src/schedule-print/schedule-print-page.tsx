import { useMutation, useQuery } from '@apollo/client/react';
import { Button, PageStack, Skeleton, colors, fontSizes, radii } from '@worship/design-system';
import { handleUnauthorized, songCountLabel, useReportError } from '@worship/shell-contract';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { hasErrorCode } from '../lib/errors';
import { PrinterIcon } from '../lib/icons';
import { SCHEDULE_NOT_FOUND } from '../lib/messages';
import { PageNotice } from '../lib/page-notice';
import { useDocumentTitle } from '../lib/use-document-title';
import { PrintedSongSheet, type PrintMode } from './printed-song';
import { RecordSchedulePrintDocument, SchedulePrintDocument } from './schedule-print.graphql';

export const PRINT_COPIES_MAX = 500;
export const PRINT_RECORD_FAILED =
  'The print was not counted for the CCLI report. Please try again.';

const CopiesField = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: ${fontSizes.sm};
  input {
    width: 5rem;
    padding: 0.25rem 0.5rem;
    border: 1px solid ${colors.borderStrong};
    border-radius: ${radii.sm};
  }
  .hint {
    color: ${colors.textMuted};
  }
`;

export const CHORD_CHART = 'Chord chart';
export const LYRICS_ONLY = 'Lyrics only';

/**
 * On paper the page alone: the shell's frame (sidebar, mobile header, skip link, toasts) and
 * every control are left out, and the frame's sidebar gutter and padding go.
 */
const PrintOnlyTheSchedule = createGlobalStyle`
  @page {
    margin: 15mm;
  }
  @media print {
    body {
      background: #fff;
    }
    aside,
    nav,
    body header,
    button,
    [data-print-hide] {
      display: none !important;
    }
    #main {
      padding: 0 !important;
      max-width: none !important;
    }
    div:has(> #main) {
      padding-left: 0 !important;
    }
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
  a {
    font-size: ${fontSizes.sm};
    font-weight: 600;
    color: ${colors.primary};
  }
`;

const ModeChoice = styled.fieldset`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  margin: 0;
  padding: 0.25rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  legend {
    float: left;
    margin-right: 0.5rem;
    padding: 0 0.25rem;
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    padding: 0.25rem 0.625rem;
    border-radius: ${radii.sm};
    font-size: ${fontSizes.sm};
    cursor: pointer;
  }
  label:has(input:checked) {
    background: ${colors.primarySoft};
    color: ${colors.onPrimarySoft};
    font-weight: 600;
  }
  input:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 1px;
  }
`;

const Title = styled.div`
  h1 {
    font-size: 1.75rem;
    margin: 0;
  }
  p {
    margin: 0.25rem 0 0;
    font-size: ${fontSizes.sm};
  }
`;

const Sheets = styled.div`
  display: grid;
`;

/**
 * /schedules/:id/print (issue 17 "Print"): the whole schedule ready for paper, one song per page,
 * each in its entry's key, as a chord chart or the lyrics alone; the browser's print prints it
 * without the app around it.
 */
export default function SchedulePrintPage() {
  const { id = '' } = useParams();
  const modeName = useId();
  const [mode, setMode] = useState<PrintMode>('chart');
  const [ready, setReady] = useState<ReadonlySet<string>>(new Set());
  const onReady = useCallback(
    (entryId: string) =>
      setReady((current) => (current.has(entryId) ? current : new Set(current).add(entryId))),
    [],
  );
  const { data, loading, error } = useQuery(SchedulePrintDocument, { variables: { id } });
  useEffect(() => {
    if (error) handleUnauthorized(error);
  }, [error]);
  const schedule = data?.schedule;
  useDocumentTitle(schedule?.name);
  const [copies, setCopies] = useState('1');
  const copiesHintId = useId();
  const reportError = useReportError();
  const [recordSchedulePrint] = useMutation(RecordSchedulePrintDocument);
  /** Issue 21: each print through this button counts its copies (1..500) in the CCLI report. */
  const recordPrint = async (scheduleId: string) => {
    const count = Math.min(PRINT_COPIES_MAX, Math.max(1, Math.trunc(Number(copies)) || 1));
    try {
      await recordSchedulePrint({ variables: { scheduleId, copies: count } });
    } catch (failure) {
      reportError(failure, PRINT_RECORD_FAILED);
    }
  };

  if (loading && !data) {
    return (
      <PageStack aria-busy="true">
        <Skeleton $height="2.25rem" $width="50%" />
        <Skeleton $height="20rem" />
      </PageStack>
    );
  }

  const back = (
    <Link to={`/schedules/${id}`} data-print-hide>
      ← Back to Schedule
    </Link>
  );
  if (!schedule) {
    const notFound =
      Boolean(data) || hasErrorCode(error, 'NOT_FOUND') || hasErrorCode(error, 'BAD_USER_INPUT');
    return (
      <PageStack>
        {back}
        <PageNotice
          title={notFound ? 'Schedule not found' : 'Could not load the schedule'}
          message={notFound ? SCHEDULE_NOT_FOUND : 'Check your connection and try again.'}
        />
      </PageStack>
    );
  }

  const entries = [...schedule.songs].sort((a, b) => a.order - b.order);
  return (
    <PageStack>
      <PrintOnlyTheSchedule />
      <Toolbar data-print-hide>
        {back}
        <ModeChoice>
          <legend>Show</legend>
          {(
            [
              ['chart', CHORD_CHART],
              ['lyrics', LYRICS_ONLY],
            ] as const
          ).map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name={modeName}
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              {label}
            </label>
          ))}
        </ModeChoice>
        {/* Printing waits for every song: a half-loaded schedule would print blank pages. */}
        <CopiesField>
          Copies
          <input
            type="number"
            min={1}
            max={PRINT_COPIES_MAX}
            value={copies}
            onChange={(event) => setCopies(event.target.value)}
            aria-describedby={copiesHintId}
          />
          <span id={copiesHintId} className="hint">
            Counted for the CCLI report when you print.
          </span>
        </CopiesField>
        <Button
          icon={<PrinterIcon />}
          disabled={entries.some((entry) => !ready.has(entry.id))}
          onClick={() => {
            window.print();
            void recordPrint(schedule.id);
          }}
        >
          Print
        </Button>
      </Toolbar>
      <Title>
        <h1>{schedule.name}</h1>
        <p>{songCountLabel(entries.length)}</p>
      </Title>
      {entries.length === 0 ? (
        <p>No songs in this schedule yet.</p>
      ) : (
        <Sheets>
          {entries.map((entry) => (
            <PrintedSongSheet
              key={entry.id}
              scheduleId={schedule.id}
              entry={entry}
              mode={mode}
              onReady={onReady}
            />
          ))}
        </Sheets>
      )}
    </PageStack>
  );
}
