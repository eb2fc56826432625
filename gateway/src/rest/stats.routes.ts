import { GROUP_NOT_FOUND } from '@worship/subgraph-kit';
import { Router, type Request } from 'express';
import type { GatewayDeps } from '../deps';
import type { RunOperation } from '../graphql/operation-runner';
import { HttpError, requireUser } from './http-error';

/** The popular songs row: all time, at most this many (spec §7, docs/insights-api.md). */
export const POPULAR_SONGS_LIMIT = 10;

interface PopularSongData {
  usageCount: number;
  lastUsed: string | null;
  song: {
    id: string;
    title: string;
    language: string;
    category: { id: string; name: string; color: string } | null;
  } | null;
}

/**
 * One operation on `group(id)` as the caller: groups answers NOT_FOUND "Group not found" for a
 * group the caller is not in (and a malformed id); a null group is the same 404.
 */
export async function groupData<T>(
  run: RunOperation,
  req: Request,
  operation: string,
  fields: string,
  /** More variables, with their declarations (`$from: String!`). */
  more: { declarations: string; values: Record<string, unknown> } = {
    declarations: '',
    values: {},
  },
): Promise<T> {
  requireUser(req);
  const data = await run<{ group: T | null }>(
    req,
    `query ${operation}($groupId: ID!${more.declarations}) { group(id: $groupId) { ${fields} } }`,
    { groupId: req.params.groupId, ...more.values },
  );
  if (!data.group) throw new HttpError(404, GROUP_NOT_FOUND);
  return data.group;
}

/**
 * The spec's four statistics calls (§7): each is one GraphQL operation on the gateway as the
 * caller, over the fields groups, songs and schedules contribute to `Group`; members only (401
 * anonymous, 404 "Group not found" otherwise, decided by the subgraphs).
 */
export function statsRoutes({ run }: GatewayDeps): Router {
  const router = Router();

  router.get('/groups/:groupId/stats', async (req, res) => {
    const group = await groupData<{
      memberCount: number;
      totalSongs: number;
      totalSchedules: number;
      schedulesThisMonth: number;
    }>(run, req, 'GroupStats', 'memberCount totalSongs totalSchedules schedulesThisMonth');
    res.json({
      totalSongs: group.totalSongs,
      totalSchedules: group.totalSchedules,
      groupMembers: group.memberCount,
      thisMonth: group.schedulesThisMonth,
    });
  });

  router.get('/groups/:groupId/popular-songs', async (req, res) => {
    const group = await groupData<{ popularSongs: PopularSongData[] }>(
      run,
      req,
      'GroupPopularSongs',
      `popularSongs(period: ALL_TIME, limit: ${POPULAR_SONGS_LIMIT}) {
        usageCount lastUsed song { id title language category { id name color } }
      }`,
    );
    // A song the caller may not see resolves to null: it is left out.
    res.json(
      group.popularSongs.flatMap(({ song, usageCount, lastUsed }) =>
        song
          ? [
              {
                id: song.id,
                title: song.title,
                language: song.language,
                category: song.category ?? null,
                usageCount,
                lastUsed: lastUsed ?? null,
              },
            ]
          : [],
      ),
    );
  });

  router.get('/groups/:groupId/category-stats', async (req, res) => {
    const group = await groupData<{ categoryStats: unknown[] }>(
      run,
      req,
      'GroupCategoryStats',
      'categoryStats { id name color songCount }',
    );
    res.json(group.categoryStats);
  });

  router.get('/groups/:groupId/language-stats', async (req, res) => {
    const group = await groupData<{ languageStats: unknown[] }>(
      run,
      req,
      'GroupLanguageStats',
      'languageStats { language count }',
    );
    res.json(group.languageStats);
  });

  return router;
}
