import { describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  preloadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));

const { preloadRemote } = await import('@module-federation/enhanced/runtime');
const { preloadRouteRemote, remotePartsAt } = await import('./route-remotes');

describe('remotePartsAt', () => {
  const page = (remote: string, expose: string) => [{ remote, expose }];

  it.each([
    ['/songs', page('mf_songs', './songs-library-page')],
    ['/songs/', page('mf_songs', './songs-library-page')],
    ['/songs/public', page('mf_songs', './public-songs-page')],
    ['/categories', page('mf_songs', './categories-page')],
    ['/groups', page('mf_groups', './groups-page')],
    ['/groups/join/abc', page('mf_groups', './join-page')],
    ['/schedules', page('mf_schedules', './schedules-page')],
    ['/schedules/abc-123', page('mf_schedules', './schedule-detail-page')],
    ['/schedules/share/tok_EN-x', page('mf_schedules', './shared-schedule-page')],
    ['/statistics', page('mf_insights', './statistics-page')],
  ])('names the remote page the router mounts at %s', (path, parts) => {
    expect(remotePartsAt(path)).toEqual(parts);
  });

  it("names the dashboard's sections at /", () => {
    expect(remotePartsAt('/').map(({ expose }) => expose)).toEqual([
      './dashboard-stats',
      './recent-schedules-card',
      './popular-songs-card',
      './category-overview-card',
    ]);
  });

  it('is empty for the shell’s other pages and for paths no route has', () => {
    for (const path of ['/profile', '/login', '/groups/join', '/schedules/abc/edit', '/nowhere'])
      expect(remotePartsAt(path)).toEqual([]);
  });
});

describe('preloadRouteRemote', () => {
  it("preloads only the route's expose, by its manifest name, without the remote's shared copies", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ mf_songs: '/mf/songs/mf-manifest.json' })),
    );
    await preloadRouteRemote('/songs/public');
    expect(preloadRemote).toHaveBeenCalledWith([
      {
        nameOrAlias: 'mf_songs',
        exposes: ['public-songs-page'],
        resourceCategory: 'sync',
        share: false,
      },
    ]);
    vi.unstubAllGlobals();
  });

  it("preloads the dashboard's remote sections at /, every one at once", async () => {
    vi.mocked(preloadRemote).mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          mf_schedules: '/mf/schedules/mf-manifest.json',
          mf_insights: '/mf/insights/mf-manifest.json',
        }),
      ),
    );
    await preloadRouteRemote('/');
    const preloaded = vi
      .mocked(preloadRemote)
      .mock.calls.map(([[options]]) => `${options!.nameOrAlias} ${options!.exposes!.join()}`);
    expect(preloaded).toEqual([
      'mf_insights dashboard-stats',
      'mf_schedules recent-schedules-card',
      'mf_insights popular-songs-card',
      'mf_insights category-overview-card',
    ]);
    vi.unstubAllGlobals();
  });
});
