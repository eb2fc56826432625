import type { EntityManager } from '@worship/subgraph-kit';
import { usesSql } from '../usage/usage.sql';
import type { CcliReportQuery } from './ccli-report.input';
import type { CcliReportRow } from './ccli-report.type';

/**
 * Issue 21, the CCLI report of one group (persistence rule, docs/service-layering.md): per song,
 * its uses (usage.sql.ts) and the copies printed of schedules whose service date is in the
 * range, in one statement. Songs used or printed; by title in the songs service, so ordered
 * here by song id and sorted by the caller once titles are known.
 */
export async function ccliReport(
  em: EntityManager,
  groupId: string,
  range: CcliReportQuery,
  now: Date,
): Promise<CcliReportRow[]> {
  const uses = usesSql({ groupIds: [groupId], from: range.from, to: range.to }, now);
  const rows = await em.execute<
    {
      song_id: string;
      digital_uses: number;
      print_copies: number;
      last_used: string | Date | null;
    }[]
  >(
    `with "used" as (
        select u."song_id", count(*)::int as "digital_uses", max(u."used_at") as "last_used"
        from ${uses.sql} u group by u."song_id"
      ), "printed" as (
        select p."song_id", sum(p."copies")::int as "print_copies"
        from "schedules"."prints" p
        join "schedules"."schedules" s on s."id" = p."schedule_id"
        where s."group_id" = ? and s."service_date" between ?::date and ?::date
        group by p."song_id"
      )
      select coalesce(u."song_id", p."song_id") as "song_id",
        coalesce(u."digital_uses", 0) as "digital_uses",
        coalesce(p."print_copies", 0) as "print_copies", u."last_used"
      from "used" u full join "printed" p on p."song_id" = u."song_id"
      order by 1`,
    [...uses.params, groupId, range.from, range.to],
  );
  return rows.map((row) => ({
    songId: row.song_id,
    digitalUses: row.digital_uses,
    printCopies: row.print_copies,
    lastUsed: row.last_used === null ? null : new Date(row.last_used),
  }));
}
