import { ArgsType, Field, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { z } from 'zod';
import {
  isServiceDate,
  isServiceTime,
  normalizeServiceTimes,
  SCHEDULE_NAME_MAX,
  SCHEDULE_NAME_REQUIRED,
  SCHEDULE_NAME_TOO_LONG,
  SERVICE_DATE_MESSAGE,
  SERVICE_TIME_MESSAGE,
  SERVICE_TIMES_MAX,
  SERVICE_TIMES_TOO_MANY,
} from '@worship/common';

// Input fields are nullable on purpose: zod, not GraphQL, says what is wrong, with the
// contract's messages (docs/schedules-api.md) and one `fieldErrors` key per field.

@InputType()
export class ScheduleInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => Boolean, { nullable: true })
  isPublic?: boolean | null;

  /** YYYY-MM-DD in the group's time zone; absent at creation: today there. */
  @Field(() => String, { nullable: true })
  serviceDate?: string | null;

  /** 'HH:MM' start times; absent at creation: none (one service that day). */
  @Field(() => [String], { nullable: true })
  serviceTimes?: string[] | null;
}

/** How the list is ordered: by the last change (default), or by service date. */
export enum ScheduleSort {
  UPDATED = 'UPDATED',
  SERVICE_DATE_DESC = 'SERVICE_DATE_DESC',
  SERVICE_DATE_ASC = 'SERVICE_DATE_ASC',
}
registerEnumType(ScheduleSort, { name: 'ScheduleSort' });

@InputType()
export class ScheduleFilter {
  @Field(() => String, { nullable: true })
  search?: string | null;

  @Field(() => String, { nullable: true })
  dateFrom?: string | null;

  @Field(() => String, { nullable: true })
  dateTo?: string | null;

  @Field(() => Int, { nullable: true })
  songCountMin?: number | null;

  @Field(() => Int, { nullable: true })
  songCountMax?: number | null;

  @Field(() => ID, { nullable: true })
  createdBy?: string | null;

  @Field(() => Int, { nullable: true })
  minRating?: number | null;

  /** Services on or after this day (YYYY-MM-DD). */
  @Field(() => String, { nullable: true })
  serviceFrom?: string | null;

  /** Services on or before this day (YYYY-MM-DD). */
  @Field(() => String, { nullable: true })
  serviceTo?: string | null;
}

@ArgsType()
export class SchedulesArgs {
  @Field(() => ID)
  groupId: string;

  @Field(() => ScheduleFilter, { nullable: true })
  filter?: ScheduleFilter | null;

  @Field(() => Int, { nullable: true, defaultValue: 100 })
  limit?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 0 })
  offset?: number | null;

  @Field(() => ScheduleSort, { nullable: true, defaultValue: ScheduleSort.UPDATED })
  sort?: ScheduleSort | null;
}

@ArgsType()
export class CreateScheduleArgs {
  @Field(() => ID)
  groupId: string;

  @Field(() => ScheduleInput)
  input: ScheduleInput;
}

@ArgsType()
export class UpdateScheduleArgs {
  @Field(() => ID)
  id: string;

  @Field(() => ScheduleInput)
  input: ScheduleInput;
}

export { SCHEDULE_NAME_MAX };
export const NAME_REQUIRED = SCHEDULE_NAME_REQUIRED;
export const NAME_TOO_LONG = SCHEDULE_NAME_TOO_LONG;

const name = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(SCHEDULE_NAME_MAX, NAME_TOO_LONG);

const isPublic = z.boolean({ error: 'isPublic must be true or false' }).nullish();

const serviceDate = z
  .string({ error: SERVICE_DATE_MESSAGE })
  .trim()
  .refine(isServiceDate, SERVICE_DATE_MESSAGE)
  .nullish()
  .transform((value) => value ?? undefined);

// Each time is checked by the list's rule, so the one fieldErrors key is `serviceTimes`.
const serviceTimes = z
  .array(z.unknown(), { error: SERVICE_TIME_MESSAGE })
  .refine(
    (times) => times.every((time) => typeof time === 'string' && isServiceTime(time.trim())),
    SERVICE_TIME_MESSAGE,
  )
  .transform((times) => normalizeServiceTimes(times.map((time) => (time as string).trim())))
  .refine((times) => times.length <= SERVICE_TIMES_MAX, SERVICE_TIMES_TOO_MANY)
  .nullish()
  .transform((value) => value ?? undefined);

/**
 * A new schedule: a name (spec §5), private unless `isPublic` says otherwise, on `serviceDate`
 * (the service fills today in the group's zone when absent) at `serviceTimes` (none when absent).
 */
export const createScheduleSchema = z.object({
  name,
  isPublic: isPublic.transform((value) => value ?? false),
  serviceDate,
  serviceTimes: serviceTimes.transform((value) => value ?? []),
});
export type CreateScheduleData = z.infer<typeof createScheduleSchema>;

/** A change of name, isPublic, service date and/or times: an absent (or null) field stays. */
export const updateScheduleSchema = z.object({
  name: name.nullish().transform((value) => value ?? undefined),
  isPublic: isPublic.transform((value) => value ?? undefined),
  serviceDate,
  serviceTimes,
});
export type UpdateScheduleData = z.infer<typeof updateScheduleSchema>;

// ---- the list ----

export const LIST_LIMIT_MAX = 500;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** A bound on createdAt: the instant, and whether it was a date only (a whole UTC day). */
export interface DateBound {
  at: Date;
  dateOnly: boolean;
}

/** `2026-11-01` (midnight UTC) or an ISO date-time (UTC unless it names an offset); else null. */
export function parseDateBound(value: string): DateBound | null {
  const dateOnly = DATE_ONLY.test(value);
  const dateTime = dateOnly ? null : DATE_TIME.exec(value);
  if (!dateOnly && !dateTime) return null;
  const day = dateOnly ? value : dateTime![1]!;
  // A real calendar day: 2026-02-30 does not survive the round trip.
  const midnight = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== day) return null;
  if (dateOnly) return { at: midnight, dateOnly: true };
  const at = new Date(dateTime![2] ? value : `${value}Z`);
  return Number.isNaN(at.getTime()) ? null : { at, dateOnly: false };
}

/** An optional text where '' means absent. */
const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

const dateBound = (label: string) => {
  const message = `${label} must be an ISO date`;
  return z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value, context) => {
      if (!value) return null;
      const bound = parseDateBound(value);
      if (!bound) context.addIssue({ code: 'custom', message });
      return bound;
    });
};

const songCount = (label: string) => {
  const message = `${label} must be a whole number of at least 0`;
  return z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .nullish()
    .transform((value) => value ?? null);
};

/** A day bound on the service date: YYYY-MM-DD, '' = absent. */
const serviceDay = (label: string) => {
  const message = `${label} must be a date (YYYY-MM-DD)`;
  return z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isServiceDate(value), message);
};

export const MIN_RATING_MESSAGE = 'minRating must be a whole number from 1 to 5';

/** The list filters (all optional, combinable); a malformed createdBy matches nothing. */
export const scheduleFilterSchema = z.object({
  search: optionalText,
  dateFrom: dateBound('dateFrom'),
  dateTo: dateBound('dateTo'),
  songCountMin: songCount('songCountMin'),
  songCountMax: songCount('songCountMax'),
  createdBy: optionalText,
  minRating: z
    .number({ error: MIN_RATING_MESSAGE })
    .int(MIN_RATING_MESSAGE)
    .min(1, MIN_RATING_MESSAGE)
    .max(5, MIN_RATING_MESSAGE)
    .nullish()
    .transform((value) => value ?? null),
  serviceFrom: serviceDay('serviceFrom'),
  serviceTo: serviceDay('serviceTo'),
});
export type ScheduleFilterData = z.infer<typeof scheduleFilterSchema>;

const LIMIT_MESSAGE = `Limit must be between 1 and ${LIST_LIMIT_MAX}`;

export const pageSchema = z.object({
  limit: z
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(LIST_LIMIT_MAX, LIMIT_MESSAGE)
    .nullish()
    .transform((value) => value ?? 100),
  offset: z
    .number({ error: 'Offset must be 0 or more' })
    .int('Offset must be 0 or more')
    .min(0, 'Offset must be 0 or more')
    .nullish()
    .transform((value) => value ?? 0),
});

export const SONGS_LIMIT_MESSAGE = 'Limit must be 0 or more';

/** `Schedule.songs(limit:)`: the first entries by order; absent = every entry. */
export const songsLimitSchema = z.object({
  limit: z
    .number({ error: SONGS_LIMIT_MESSAGE })
    .int(SONGS_LIMIT_MESSAGE)
    .min(0, SONGS_LIMIT_MESSAGE)
    .nullish()
    .transform((value) => value ?? null),
});
