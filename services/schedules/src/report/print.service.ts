import type { EntityManager } from '@worship/subgraph-kit';
import { z } from 'zod';

export const PRINT_COPIES_MAX = 500;
export const PRINT_COPIES_MESSAGE = `Copies must be a whole number from 1 to ${PRINT_COPIES_MAX}`;

export const printCopiesSchema = z.object({
  copies: z
    .number({ error: PRINT_COPIES_MESSAGE })
    .int(PRINT_COPIES_MESSAGE)
    .min(1, PRINT_COPIES_MESSAGE)
    .max(PRINT_COPIES_MAX, PRINT_COPIES_MESSAGE),
});

/**
 * Issue 21: `userId` printed `copies` copies of the schedule's song sheet (the print view): each
 * song in it now gets those copies for the CCLI report. Answers how many songs were counted.
 */
export async function recordSchedulePrint(
  em: EntityManager,
  scheduleId: string,
  userId: string,
  copies: number,
): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(
    `insert into "schedules"."prints" ("schedule_id", "song_id", "copies", "printed_by")
      select ss."schedule_id", ss."song_id", ?, ? from "schedules"."schedule_songs" ss
      where ss."schedule_id" = ?
      returning "id"`,
    [copies, userId, scheduleId],
  );
  return rows.length;
}
