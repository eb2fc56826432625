import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_SECTIONS, pathPattern, ROUTES, routeRemotesJson } from './route-table';

// dist/route-remotes.json as the servers read it (gateway/src/static/route-preloads.ts).
describe('routeRemotesJson', () => {
  const table = routeRemotesJson();
  const routeAt = (path: string) =>
    table.find((route) => new RegExp(route.pattern).test(path)) ?? null;

  it('names the remote modules of each route, with patterns that survive JSON', () => {
    const parsed = JSON.parse(JSON.stringify(table)) as typeof table;
    expect(parsed).toEqual(table);
    expect(routeAt('/songs')).toEqual({
      pattern: '^\\/songs$',
      parts: [{ remote: 'mf_songs', expose: './songs-library-page' }],
      anyone: false,
    });
    expect(routeAt('/schedules/share/abc')?.parts).toEqual([
      { remote: 'mf_schedules', expose: './shared-schedule-page' },
    ]);
    expect(routeAt('/schedules/abc')?.parts[0]?.expose).toBe('./schedule-detail-page');
    expect(routeAt('/statistics')?.parts).toEqual([
      { remote: 'mf_insights', expose: './statistics-page' },
    ]);
    expect(routeAt('/profile')).toBeNull();
    expect(routeAt('/login')).toBeNull();
  });

  it('gives the dashboard the sections it places, for signed-in visitors only', () => {
    expect(routeAt('/')).toEqual({ pattern: '^\\/$', parts: DASHBOARD_SECTIONS, anyone: false });
    expect(routeAt('/')?.parts.map((part) => part.remote)).toEqual([
      'mf_insights',
      'mf_schedules',
      'mf_insights',
      'mf_insights',
    ]);
  });

  it('marks the pages signed-out visitors can open', () => {
    const open = table.filter((route) => route.anyone).map((route) => route.parts[0]?.expose);
    expect(open).toEqual([
      './public-songs-page',
      './follow-page',
      './shared-schedule-page',
      './join-page',
    ]);
  });
});

describe('ROUTES', () => {
  /** A path the route matches: each `:param` filled in. */
  const sample = (path: string) => path.replace(/:[^/]+/g, 'x-1');
  /** The route whose pattern matches first, as the servers and the early preloads look it up. */
  const byPattern = (path: string) =>
    ROUTES.find((route) => new RegExp(pathPattern(route.path)).test(path))?.path;
  /** The route react-router renders at `path` (its own ranking, not the table's order). */
  const byRouter = (path: string) =>
    matchRoutes(
      ROUTES.map((route) => ({ path: route.path })),
      path,
    )?.[0]?.route.path;

  it.each([...ROUTES.map((route) => sample(route.path)), '/schedules/share', '/songs/x-1'])(
    'its patterns pick the route react-router renders at %s',
    (path) => {
      expect(byPattern(path)).toBe(byRouter(path));
    },
  );

  it('escapes what a pattern could take for regular-expression syntax', () => {
    expect(pathPattern('/a.b/:id')).toBe('^\\/a\\.b\\/[^/]+$');
    expect(new RegExp(pathPattern('/a.b/:id')).test('/axb/1')).toBe(false);
  });

  it('lists each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives the nav the spec §2 items, in order', () => {
    expect(
      ROUTES.flatMap((route) => (route.nav ? [`${route.nav.label} ${route.path}`] : [])),
    ).toEqual([
      'Dashboard /',
      'Songs Library /songs',
      'Schedules /schedules',
      'Groups /groups',
      'Statistics /statistics',
      'Categories /categories',
      'Profile /profile',
    ]);
  });

  it('prerenders only pages signed-out visitors can see at a fixed path', () => {
    for (const route of ROUTES.filter((r) => r.firstPaint)) {
      expect(route.path).not.toContain(':');
      expect(route.access === 'public' || ('shell' in route && route.signedOut)).toBeTruthy();
    }
  });
});
