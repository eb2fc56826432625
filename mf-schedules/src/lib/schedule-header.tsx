import { Button, PageHeader, ShareIcon } from '@worship/design-system';
import { displayName, formatDate } from '@worship/shell-contract';
import type { ReactNode } from 'react';

/**
 * A schedule page's heading (detail page and shared page): the name, who created it, a Share
 * button, and whatever else the page offers after it.
 */
export function ScheduleHeader({
  schedule,
  onShare,
  children,
}: {
  schedule: { name: string; creator: Parameters<typeof displayName>[0] };
  onShare: () => void;
  /** More buttons, after Share. */
  children?: ReactNode;
}) {
  return (
    <PageHeader
      title={schedule.name}
      description={`Created by ${displayName(schedule.creator)}`}
      actions={
        <>
          <Button variant="outline" icon={<ShareIcon size={16} />} onClick={onShare}>
            Share
          </Button>
          {children}
        </>
      }
    />
  );
}

/** One term / value pair of a FactList. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A FactList pair whose value is a date (machine-readable in `dateTime`). */
export function DateFact({ term, date }: { term: string; date: string }) {
  return (
    <Fact term={term}>
      <time dateTime={date}>{formatDate(date)}</time>
    </Fact>
  );
}
