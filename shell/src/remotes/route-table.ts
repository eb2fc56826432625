// Which remote page each client route mounts: the one table the shell's router preloads from
// (route-remotes.ts) and the build writes to dist/route-remotes.json for the servers, which
// announce a route's remote files with the page itself (gateway/src/static/route-preloads.ts).
// Plain data: the build's Node bundle reads it too.

/**
 * The pages the shell mounts from remotes: container name and exposed module, as each remote's
 * webpack.config.cjs exposes them (kebab-case, like every front-end file name).
 */
export const REMOTE_PAGES = {
  groups: { remote: 'mf_groups', expose: './groups-page' },
  join: { remote: 'mf_groups', expose: './join-page' },
  songsLibrary: { remote: 'mf_songs', expose: './songs-library-page' },
  publicSongs: { remote: 'mf_songs', expose: './public-songs-page' },
  categories: { remote: 'mf_songs', expose: './categories-page' },
  schedules: { remote: 'mf_schedules', expose: './schedules-page' },
  scheduleDetail: { remote: 'mf_schedules', expose: './schedule-detail-page' },
  sharedSchedule: { remote: 'mf_schedules', expose: './shared-schedule-page' },
  statistics: { remote: 'mf_insights', expose: './statistics-page' },
} as const;

export type RemotePageName = keyof typeof REMOTE_PAGES;

/**
 * Parts of pages the shell places from remotes (default exports taking the props named here):
 * the dashboard's Recent Schedules card (mf-schedules), its stats row, Popular Songs This Month
 * and Category Overview (mf-insights, no props: they read the active group from the shell
 * contract), and what one remote's pages take from another through the shell contract's
 * `SongActionSlots`: the "Add to Schedule" picker of mf-songs' song view dialog (mf-schedules,
 * `AddToScheduleSlotProps`), and the song full-screen view and song picker of mf-schedules'
 * pages (mf-songs, `SongViewSlotProps` and `SongPickerSlotProps`).
 */
export const REMOTE_SECTIONS = {
  recentSchedules: { remote: 'mf_schedules', expose: './recent-schedules-card' },
  addToSchedule: { remote: 'mf_schedules', expose: './add-to-schedule' },
  songView: { remote: 'mf_songs', expose: './song-full-screen-view' },
  songPicker: { remote: 'mf_songs', expose: './song-picker' },
  dashboardStats: { remote: 'mf_insights', expose: './dashboard-stats' },
  popularSongs: { remote: 'mf_insights', expose: './popular-songs-card' },
  categoryOverview: { remote: 'mf_insights', expose: './category-overview-card' },
} as const;

/** Every section the dashboard (/) places: downloaded together, as soon as the route is known. */
export const DASHBOARD_SECTIONS = [
  REMOTE_SECTIONS.dashboardStats,
  REMOTE_SECTIONS.recentSchedules,
  REMOTE_SECTIONS.popularSongs,
  REMOTE_SECTIONS.categoryOverview,
] as const;

/**
 * Client routes served by a remote page (app-router.tsx), first match wins, matched against the
 * path without its trailing slash. `anyone`: open to signed-out visitors as well.
 */
export const ROUTE_PAGES: { pattern: RegExp; page: RemotePageName; anyone?: true }[] = [
  { pattern: /^\/songs$/, page: 'songsLibrary' },
  { pattern: /^\/songs\/public$/, page: 'publicSongs', anyone: true },
  { pattern: /^\/categories$/, page: 'categories' },
  { pattern: /^\/groups$/, page: 'groups' },
  { pattern: /^\/groups\/join\/[^/]+$/, page: 'join', anyone: true },
  { pattern: /^\/schedules$/, page: 'schedules' },
  { pattern: /^\/schedules\/share\/[^/]+$/, page: 'sharedSchedule', anyone: true },
  { pattern: /^\/schedules\/[^/]+$/, page: 'scheduleDetail' },
  { pattern: /^\/statistics$/, page: 'statistics' },
];

/**
 * The table as dist/route-remotes.json holds it: each route with the remote modules it mounts
 * at once — its page, or for the dashboard (a shell page, signed in) the sections it places.
 */
export function routeRemotesJson() {
  return [
    { pattern: /^\/$/.source, parts: [...DASHBOARD_SECTIONS], anyone: false },
    ...ROUTE_PAGES.map(({ pattern, page, anyone }) => ({
      pattern: pattern.source,
      parts: [REMOTE_PAGES[page]],
      anyone: anyone ?? false,
    })),
  ];
}
