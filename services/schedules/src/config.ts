import {
  eventSubscribersVariable,
  loadConfig,
  port,
  serviceConfigShape,
  serviceUrl,
} from '@worship/subgraph-kit';
import { z } from 'zod';
import { isTimeZone } from '@worship/common';

export const schedulesConfigShape = {
  ...serviceConfigShape,
  PORT: port(4004),
  /** The groups service, asked for the caller's memberships (GET /internal/memberships). */
  GROUPS_URL: serviceUrl('GROUPS_URL', 'http://127.0.0.1:4002'),
  /** The songs service, asked which songs the caller may add (POST /internal/songs/visible). */
  SONGS_URL: serviceUrl('SONGS_URL', 'http://127.0.0.1:4003'),
  /** The origin users reach the app at; calendar feed links are `${PUBLIC_URL}/api/calendar/<token>.ics`. */
  PUBLIC_URL: z
    .url({ message: 'PUBLIC_URL must be an absolute http(s) URL' })
    .regex(/^https?:\/\//, 'PUBLIC_URL must be an absolute http(s) URL')
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  /** The IANA time zone whose calendar month is the statistics' "this month" (default UTC). */
  STATS_TIME_ZONE: z
    .string()
    .trim()
    .default('UTC')
    .refine(isTimeZone, 'STATS_TIME_ZONE must be an IANA time zone, e.g. UTC or Europe/London'),
  /** Who receives this service's domain events (kit events/: `songs:song.uses-changed=http://…`). */
  EVENT_SUBSCRIBERS: eventSubscribersVariable,
};

export type SchedulesConfig = ReturnType<typeof loadSchedulesConfig>;

export function loadSchedulesConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(schedulesConfigShape, env);
}
