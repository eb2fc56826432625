import { describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  preloadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));

const { preloadRemote } = await import('@module-federation/enhanced/runtime');
const { preloadRouteRemote, remotePageAt } = await import('./route-remotes');

describe('remotePageAt', () => {
  it('names the remote page each route mounts (app-router.tsx)', () => {
    expect(remotePageAt('/songs')).toEqual({ remote: 'mf_songs', expose: './songs-library-page' });
    expect(remotePageAt('/songs/')).toEqual({ remote: 'mf_songs', expose: './songs-library-page' });
    expect(remotePageAt('/songs/public')).toEqual({
      remote: 'mf_songs',
      expose: './public-songs-page',
    });
    expect(remotePageAt('/categories')).toEqual({
      remote: 'mf_songs',
      expose: './categories-page',
    });
    expect(remotePageAt('/groups')).toEqual({ remote: 'mf_groups', expose: './groups-page' });
    expect(remotePageAt('/groups/join/abc')).toEqual({
      remote: 'mf_groups',
      expose: './join-page',
    });
  });

  it('names the schedules pages (mf_schedules)', () => {
    expect(remotePageAt('/schedules')).toEqual({
      remote: 'mf_schedules',
      expose: './schedules-page',
    });
    expect(remotePageAt('/schedules/abc-123')).toEqual({
      remote: 'mf_schedules',
      expose: './schedule-detail-page',
    });
    expect(remotePageAt('/schedules/share/tok_EN-x')).toEqual({
      remote: 'mf_schedules',
      expose: './shared-schedule-page',
    });
    expect(remotePageAt('/schedules/abc/edit')).toBeNull();
  });

  it('names the Statistics page (mf_insights)', () => {
    expect(remotePageAt('/statistics')).toEqual({
      remote: 'mf_insights',
      expose: './statistics-page',
    });
  });

  it('is null for the shell’s own pages', () => {
    for (const path of ['/', '/profile', '/login', '/groups/join', '/nowhere'])
      expect(remotePageAt(path)).toBeNull();
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
