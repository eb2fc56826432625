import { useQuery } from '@apollo/client/react';
import {
  Button,
  DataTable,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  colors,
  Field,
  fontSizes,
  Input,
} from '@worship/design-system';
import { formatDate, saveFile, useReportError } from '@worship/shell-contract';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { splitCcliReport, type CcliReportLine } from '@worship/common';
import { defaultRange } from './ccli-report-range';
import { GroupCcliReportDocument } from './statistics.graphql';

export const CSV_FAILED = 'Failed to download the report. Please try again.';

const Range = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const Muted = styled.p`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

function ReportTable({ caption, lines }: { caption: string; lines: CcliReportLine[] }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <DataTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">CCLI Number</th>
            <th scope="col">Title</th>
            <th scope="col">Authors</th>
            <th scope="col">Copyright</th>
            <th scope="col">Digital Uses</th>
            <th scope="col">Print Copies</th>
            <th scope="col">Last Used</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.songId}>
              <td>{line.ccliNumber ?? '—'}</td>
              <td>{line.title}</td>
              <td>{line.authors ?? ''}</td>
              <td>{line.copyright ?? ''}</td>
              <td className="number">{line.digitalUses}</td>
              <td className="number">{line.printCopies}</td>
              <td>{line.lastUsed ? formatDate(line.lastUsed) : 'Never'}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}

export interface CcliReportCardProps {
  groupId: string;
  /** Today, for the default range (tests pin it). */
  today?: () => Date;
  /** Where the CSV comes from (the gateway's REST route; tests stand in for it). */
  fetchCsv?: (url: string) => Promise<Blob>;
}

const fetchCsvFromApi = async (url: string) => {
  const response = await fetch(url, { headers: { accept: 'text/csv' }, credentials: 'include' });
  if (!response.ok) throw new Error(`CCLI report: ${response.status}`);
  return response.blob();
};

/**
 * Issue 21: the group's CCLI copyright report for a range of service dates: a table of the songs
 * to report, the songs without a CCLI number apart, CCLI's reporting search for the numbers, and
 * the CSV download (GET /api/groups/:id/reports/ccli with Accept: text/csv).
 */
export function CcliReportCard({
  groupId,
  today = () => new Date(),
  fetchCsv = fetchCsvFromApi,
}: CcliReportCardProps) {
  const titleId = useId();
  const reportError = useReportError();
  const [range, setRange] = useState(() => defaultRange(today()));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}-\d{2}$/.test(range.to);
  const { data, loading, error } = useQuery(GroupCcliReportDocument, {
    variables: { groupId, ...range },
    skip: !valid,
  });
  const report = splitCcliReport(data?.group?.ccliReport ?? []);
  const csvUrl = `/api/groups/${encodeURIComponent(groupId)}/reports/ccli?from=${range.from}&to=${range.to}`;

  async function download() {
    try {
      saveFile(await fetchCsv(csvUrl), `ccli-report-${range.from}-to-${range.to}.csv`);
    } catch (failure) {
      reportError(failure, CSV_FAILED);
    }
  }

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>CCLI Report</CardTitle>
        <CardDescription>
          Songs used in services (one digital use per service time) and printed, by service date.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Range>
          <Field label="From">
            <Input
              type="date"
              value={range.from}
              onChange={(e) => setRange({ ...range, from: e.target.value })}
            />
          </Field>
          <Field label="To">
            <Input
              type="date"
              value={range.to}
              onChange={(e) => setRange({ ...range, to: e.target.value })}
            />
          </Field>
          <Button variant="outline" disabled={!valid} onClick={() => void download()}>
            Download CSV
          </Button>
        </Range>
        {error && <Muted role="alert">{error.message || 'Could not load the report.'}</Muted>}
        {loading && !data && <Muted aria-busy="true">Loading the report…</Muted>}
        {data && !error && (
          <>
            {report.numbered.length === 0 && report.unnumbered.length === 0 ? (
              <Muted>No songs were used or printed in these dates.</Muted>
            ) : (
              <>
                {report.numbered.length > 0 && (
                  <ReportTable caption="Songs to report" lines={report.numbered} />
                )}
                {report.searchUrl && (
                  <p style={{ margin: '0.75rem 0' }}>
                    <a href={report.searchUrl} target="_blank" rel="noreferrer">
                      Find these songs in CCLI Reporting (opens in a new tab)
                    </a>
                  </p>
                )}
                {report.unnumbered.length > 0 && (
                  <ReportTable
                    caption="Songs without a CCLI number (look them up before reporting)"
                    lines={report.unnumbered}
                  />
                )}
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
