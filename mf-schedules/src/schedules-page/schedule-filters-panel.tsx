import { Button, Field, Input, Select, media } from '@worship/design-system';
import { displayName } from '@worship/shell-contract';
import styled from 'styled-components';
import {
  MIN_RATING_OPTIONS,
  NO_FILTERS,
  SORT_OPTIONS,
  type FilterDraft,
  type FilterErrors,
} from './schedule-filters';

const Panel = styled.div`
  display: grid;
  gap: 1rem;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: start;
  }
`;

const Clear = styled.div`
  display: flex;
  align-items: end;
  ${media.md} {
    grid-column: 1 / -1;
    justify-content: flex-end;
  }
`;

/** Whole numbers of at least 0; an empty input clears the bound (spec §2). */
const SONG_COUNT_FIELDS = [
  ['songCountMin', 'Minimum songs'],
  ['songCountMax', 'Maximum songs'],
] as const;

export interface ScheduleFiltersPanelProps {
  id: string;
  draft: FilterDraft;
  errors: FilterErrors;
  onChange: (draft: FilterDraft) => void;
  creators: ReadonlyArray<{ id: string; firstName?: string | null; lastName?: string | null }>;
}

/**
 * Spec §2 advanced filters, applied by the server as they change: created between two dates,
 * song count bounds (whole numbers ≥ 0; empty clears the bound), creator and minimum rating.
 */
export function ScheduleFiltersPanel({
  id,
  draft,
  errors,
  onChange,
  creators,
}: ScheduleFiltersPanelProps) {
  const set = (patch: Partial<FilterDraft>) => onChange({ ...draft, ...patch });
  return (
    <Panel id={id} role="group" aria-label="Schedule filters">
      <Field label="Created from" error={errors.dateFrom}>
        <Input
          type="date"
          value={draft.dateFrom}
          onChange={(e) => set({ dateFrom: e.target.value })}
        />
      </Field>
      <Field label="Created until" error={errors.dateTo}>
        <Input type="date" value={draft.dateTo} onChange={(e) => set({ dateTo: e.target.value })} />
      </Field>
      <Field label="Service from" error={errors.serviceFrom}>
        <Input
          type="date"
          value={draft.serviceFrom}
          onChange={(e) => set({ serviceFrom: e.target.value })}
        />
      </Field>
      <Field label="Service until" error={errors.serviceTo}>
        <Input
          type="date"
          value={draft.serviceTo}
          onChange={(e) => set({ serviceTo: e.target.value })}
        />
      </Field>
      <Field label="Sort by">
        <Select
          value={draft.sort}
          onChange={(e) => set({ sort: e.target.value as FilterDraft['sort'] })}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Created by">
        <Select value={draft.createdBy} onChange={(e) => set({ createdBy: e.target.value })}>
          <option value="">Anyone</option>
          {creators.map((creator) => (
            <option key={creator.id} value={creator.id}>
              {displayName(creator)}
            </option>
          ))}
        </Select>
      </Field>
      {SONG_COUNT_FIELDS.map(([field, label]) => (
        <Field key={field} label={label} error={errors[field]}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={draft[field]}
            onChange={(e) => set({ [field]: e.target.value })}
          />
        </Field>
      ))}
      <Field label="Minimum rating">
        <Select value={draft.minRating} onChange={(e) => set({ minRating: e.target.value })}>
          <option value="">Any rating</option>
          {MIN_RATING_OPTIONS.map((n) => (
            <option key={n} value={String(n)}>
              {n === 5 ? '5 stars' : `${n}+ ${n === 1 ? 'star' : 'stars'}`}
            </option>
          ))}
        </Select>
      </Field>
      <Clear>
        <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      </Clear>
    </Panel>
  );
}
