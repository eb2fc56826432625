import type { EntityManager } from '@worship/subgraph-kit';
import { LANGUAGES, type Language } from '../song/song-language';
import type { CategoryStat, LanguageStat } from './stats.type';

/** The default language order as an SQL array literal (constants, not input). */
const LANGUAGE_ORDER = `array[${LANGUAGES.map((language) => `'${language}'`).join(', ')}]::text[]`;

// "The group's library" is the live songs whose group_id is the group (DESIGN §4). Each statistic is
// one aggregate over any number of groups (songs_group_id index); a group without songs is
// absent from the answer (the loaders answer 0 / []).

/** How many songs each group's library holds. */
export async function countSongsByGroup(
  em: EntityManager,
  groupIds: string[],
): Promise<Map<string, number>> {
  if (!groupIds.length) return new Map();
  const rows = await em.execute<{ group_id: string; total: number }[]>(
    `select s."group_id", count(*)::int as "total"
      from "songs"."songs" s
      where s."group_id" in (?) and s."deleted_at" is null
      group by s."group_id"`,
    [groupIds],
  );
  return new Map(rows.map((row) => [row.group_id, row.total]));
}

/**
 * Each group's categories with at least one song in its library: most songs first, then name
 * (case-insensitive), then id. Songs without a category are not a category.
 */
export async function categoryStatsByGroup(
  em: EntityManager,
  groupIds: string[],
): Promise<Map<string, CategoryStat[]>> {
  if (!groupIds.length) return new Map();
  const rows = await em.execute<
    { group_id: string; id: string; name: string; color: string; song_count: number }[]
  >(
    `select s."group_id", c."id", c."name", c."color", count(*)::int as "song_count"
      from "songs"."songs" s
      join "songs"."categories" c on c."id" = s."category_id"
      where s."group_id" in (?) and s."deleted_at" is null
      group by s."group_id", c."id", c."name", c."color"
      order by s."group_id", "song_count" desc, lower(c."name"), c."name", c."id"`,
    [groupIds],
  );
  const byGroup = new Map<string, CategoryStat[]>();
  for (const { group_id, id, name, color, song_count } of rows) {
    byGroup.set(group_id, [
      ...(byGroup.get(group_id) ?? []),
      { id, name, color, songCount: song_count },
    ]);
  }
  return byGroup;
}

/**
 * Each group's languages with at least one song in its library: most songs first, then the
 * default language order (english, malayalam, tamil, hindi).
 */
export async function languageStatsByGroup(
  em: EntityManager,
  groupIds: string[],
): Promise<Map<string, LanguageStat[]>> {
  if (!groupIds.length) return new Map();
  const rows = await em.execute<{ group_id: string; language: Language; count: number }[]>(
    `select s."group_id", s."language", count(*)::int as "count"
      from "songs"."songs" s
      where s."group_id" in (?) and s."deleted_at" is null
      group by s."group_id", s."language"
      order by s."group_id", "count" desc, array_position(${LANGUAGE_ORDER}, s."language"::text)`,
    [groupIds],
  );
  const byGroup = new Map<string, LanguageStat[]>();
  for (const { group_id, language, count } of rows) {
    byGroup.set(group_id, [...(byGroup.get(group_id) ?? []), { language, count }]);
  }
  return byGroup;
}
