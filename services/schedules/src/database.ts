import { openDatabase } from '@worship/subgraph-kit';
import { OutboxEvent } from './events/outbox.service';
import { migrations } from './migrations';
import { CalendarFeed } from './calendar-feed/calendar-feed.entity';
import { LiveSessionRow } from './live/live-session.entity';
import { Rating } from './rating/rating.entity';
import { Schedule } from './schedule/schedule.entity';
import { ScheduleSong } from './schedule-song/schedule-song.entity';

export const SCHEDULES_SCHEMA = 'schedules';
export const entities = [Schedule, ScheduleSong, Rating, LiveSessionRow, OutboxEvent, CalendarFeed];

/** Connects to the schedules schema and runs pending migrations. */
export function openSchedulesDatabase(options: { url: string; poolMax: number; debug?: boolean }) {
  return openDatabase({ ...options, schema: SCHEDULES_SCHEMA, entities, migrations });
}
