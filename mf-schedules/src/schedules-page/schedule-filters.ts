import type { ScheduleFilter } from '../__generated__/graphql';

/** What the filter controls hold: text as typed, '' for "no bound". */
export interface FilterDraft {
  dateFrom: string;
  dateTo: string;
  songCountMin: string;
  songCountMax: string;
  createdBy: string;
  minRating: string;
  /** Issue 21: bounds on the service date ('' = none). */
  serviceFrom: string;
  serviceTo: string;
  /** Issue 21: '' = last updated first (the default), else a ScheduleSort. */
  sort: '' | 'SERVICE_DATE_DESC' | 'SERVICE_DATE_ASC';
}

export type FilterErrors = Partial<Record<keyof FilterDraft, string>>;

export const NO_FILTERS: FilterDraft = {
  dateFrom: '',
  dateTo: '',
  songCountMin: '',
  songCountMax: '',
  createdBy: '',
  minRating: '',
  serviceFrom: '',
  serviceTo: '',
  sort: '',
};

/** Issue 21: the list's orders, as the 'Sort by' control offers them. */
export const SORT_OPTIONS: { value: FilterDraft['sort']; label: string }[] = [
  { value: '', label: 'Last updated' },
  { value: 'SERVICE_DATE_DESC', label: 'Service date, latest first' },
  { value: 'SERVICE_DATE_ASC', label: 'Service date, earliest first' },
];

/** Spec §9: the minimum rating filter offers 1 to 5. */
export const MIN_RATING_OPTIONS = [1, 2, 3, 4, 5] as const;

export const WHOLE_NUMBER_MESSAGE = 'Enter a whole number of at least 0';
export const MAX_BELOW_MIN_MESSAGE = 'Must not be less than the minimum';
export const DATE_MESSAGE = 'Enter a valid date';
export const DATE_ORDER_MESSAGE = 'Must not be before the start date';

/** GraphQL Int is 32-bit: a larger count could never match anyway. */
const INT_MAX = 2_147_483_647;

function wholeNumber(text: string): number | 'invalid' | undefined {
  const value = text.trim();
  if (!value) return undefined; // spec §2: an empty input clears the bound
  if (!/^\d+$/.test(value)) return 'invalid';
  const n = Number(value);
  return n <= INT_MAX ? n : 'invalid';
}

function isoDate(text: string): string | 'invalid' | undefined {
  const value = text.trim();
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'invalid';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : 'invalid';
}

/**
 * The server's `filter` argument for what the controls hold (docs/schedules-api.md), and a
 * message per control whose input is not valid: such a bound is left out, never sent.
 */
export function parseFilters(draft: FilterDraft): { filter: ScheduleFilter; errors: FilterErrors } {
  const filter: ScheduleFilter = {};
  const errors: FilterErrors = {};

  const from = isoDate(draft.dateFrom);
  const to = isoDate(draft.dateTo);
  if (from === 'invalid') errors.dateFrom = DATE_MESSAGE;
  else if (from) filter.dateFrom = from;
  if (to === 'invalid') errors.dateTo = DATE_MESSAGE;
  else if (to && from && from !== 'invalid' && to < from) errors.dateTo = DATE_ORDER_MESSAGE;
  else if (to) filter.dateTo = to;

  const serviceFrom = isoDate(draft.serviceFrom ?? '');
  const serviceTo = isoDate(draft.serviceTo ?? '');
  if (serviceFrom === 'invalid') errors.serviceFrom = DATE_MESSAGE;
  else if (serviceFrom) filter.serviceFrom = serviceFrom;
  if (serviceTo === 'invalid') errors.serviceTo = DATE_MESSAGE;
  else if (serviceTo && serviceFrom && serviceFrom !== 'invalid' && serviceTo < serviceFrom)
    errors.serviceTo = DATE_ORDER_MESSAGE;
  else if (serviceTo) filter.serviceTo = serviceTo;

  const min = wholeNumber(draft.songCountMin);
  const max = wholeNumber(draft.songCountMax);
  if (min === 'invalid') errors.songCountMin = WHOLE_NUMBER_MESSAGE;
  else if (min !== undefined) filter.songCountMin = min;
  if (max === 'invalid') errors.songCountMax = WHOLE_NUMBER_MESSAGE;
  else if (max !== undefined && typeof min === 'number' && max < min)
    errors.songCountMax = MAX_BELOW_MIN_MESSAGE;
  else if (max !== undefined) filter.songCountMax = max;

  if (draft.createdBy) filter.createdBy = draft.createdBy;

  const rating = Number(draft.minRating);
  if (draft.minRating && (MIN_RATING_OPTIONS as readonly number[]).includes(rating))
    filter.minRating = rating;

  return { filter, errors };
}

/** How many filters are in effect (for the filter button's label). */
export const activeFilterCount = (filter: ScheduleFilter) => Object.keys(filter).length;
