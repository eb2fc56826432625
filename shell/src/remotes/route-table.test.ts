import { describe, expect, it } from 'vitest';
import { DASHBOARD_SECTIONS, routeRemotesJson } from './route-table';

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
    expect(open).toEqual(['./public-songs-page', './join-page', './shared-schedule-page']);
  });
});
