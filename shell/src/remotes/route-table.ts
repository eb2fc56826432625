// The shell's one route table (spec §2): every client route with what it mounts, who may open
// it, its nav item and its first paint. The router (app/app-router.tsx), the nav
// (layout/nav-items.tsx), the early preloads (route-remotes.ts), the build's prerendered pages
// (first-paint/render-first-paints.tsx) and dist/route-remotes.json, with which the servers
// announce a route's remote files with the page itself (gateway/src/static/route-preloads.ts),
// are all read from it. Plain data: the build's Node bundle and the entry's early preload chunk
// read it too, so it imports no React and no shared module.
import type { PrerenderedPage } from '../boot/early-requests';

/**
 * The pages the shell mounts from remotes: container name and exposed module, as each remote's
 * webpack.config.cjs exposes them (kebab-case, like every front-end file name;
 * remote-exposes.test.ts holds the two sides together).
 */
export const REMOTE_PAGES = {
  groups: { remote: 'mf_groups', expose: './groups-page' },
  join: { remote: 'mf_groups', expose: './join-page' },
  songsLibrary: { remote: 'mf_songs', expose: './songs-library-page' },
  publicSongs: { remote: 'mf_songs', expose: './public-songs-page' },
  categories: { remote: 'mf_songs', expose: './categories-page' },
  schedules: { remote: 'mf_schedules', expose: './schedules-page' },
  scheduleDetail: { remote: 'mf_schedules', expose: './schedule-detail-page' },
  schedulePrint: { remote: 'mf_schedules', expose: './schedule-print-page' },
  sharedSchedule: { remote: 'mf_schedules', expose: './shared-schedule-page' },
  presenter: { remote: 'mf_schedules', expose: './presenter-page' },
  stage: { remote: 'mf_schedules', expose: './stage-page' },
  follow: { remote: 'mf_schedules', expose: './follow-page' },
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

/** A module the shell mounts from a remote: one of REMOTE_PAGES or REMOTE_SECTIONS, never another. */
export type RemoteModule =
  (typeof REMOTE_PAGES)[RemotePageName] | (typeof REMOTE_SECTIONS)[keyof typeof REMOTE_SECTIONS];

/** Every section the dashboard (/) places: downloaded together, as soon as the route is known. */
export const DASHBOARD_SECTIONS = [
  REMOTE_SECTIONS.dashboardStats,
  REMOTE_SECTIONS.recentSchedules,
  REMOTE_SECTIONS.popularSongs,
  REMOTE_SECTIONS.categoryOverview,
] as const;

/** The shell's own pages (app-router.tsx gives each its component). */
export type ShellPageName =
  'dashboard' | 'landing' | 'profile' | 'graphqlExplorer' | 'signIn' | 'signUp' | 'resetPassword';

/** The nav's icons (layout/nav-items.tsx gives each its design-system icon). */
export type NavIconName = 'home' | 'music' | 'calendar' | 'users' | 'chart' | 'tag' | 'user';

/**
 * Who may open a route:
 * - `signed-in`: inside the signed-in frame; a signed-out visitor gets the Unauthorized notice
 *   and is sent to sign in (or gets the route's `signedOut` page);
 * - `public`: anyone; signed in inside the signed-in frame, signed out inside the public frame;
 * - `standalone`: anyone, in neither frame (the sign-in pages).
 */
export type RouteAccess = 'signed-in' | 'public' | 'standalone';

interface RouteBase {
  /** A react-router path: `:name` stands for one segment. */
  path: string;
  access: RouteAccess;
  /** Its item in the sidebar nav, in table order. */
  nav?: { label: string; icon: NavIconName };
  /** `public` routes: the width of the signed-out frame's <main> (PUBLIC_FRAME_WIDTH if unset). */
  publicWidth?: string;
  /**
   * The page the build prerenders for signed-out visitors at this path (shell/prerender), which
   * the app also draws first while the route's code loads (first-paint/first-paint.tsx).
   */
  firstPaint?: PrerenderedPage;
}

export interface ShellRoute extends RouteBase {
  shell: ShellPageName;
  /** A `signed-in` route's page for signed-out visitors, instead of sending them to sign in. */
  signedOut?: ShellPageName;
  /** The remote sections the page places, downloaded as soon as the route is known. */
  sections?: readonly RemoteModule[];
}

export interface RemoteRoute extends RouteBase {
  remote: RemotePageName;
  /** The document title while the page loads (a page may retitle itself once it has data). */
  title?: string;
  /**
   * `signed-in` routes: the page fills the screen, without the sidebar and header (the
   * projector's and the musicians' live views); the signed-in providers are the same.
   */
  fullScreen?: boolean;
}

export type AppRoute = ShellRoute | RemoteRoute;

/** The width of the public frame's <main> unless a route says otherwise: a narrow card. */
export const PUBLIC_FRAME_WIDTH = '48rem';

/** Spec §2: the routes, the nav's items in its order. */
export const ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    shell: 'dashboard',
    access: 'signed-in',
    signedOut: 'landing',
    firstPaint: 'landing',
    sections: DASHBOARD_SECTIONS,
    nav: { label: 'Dashboard', icon: 'home' },
  },
  {
    path: '/songs',
    remote: 'songsLibrary',
    title: 'Songs Library',
    access: 'signed-in',
    nav: { label: 'Songs Library', icon: 'music' },
  },
  // No title: the page sets the spec's "{product} - Worship Songs" itself, product first.
  {
    path: '/songs/public',
    remote: 'publicSongs',
    access: 'public',
    publicWidth: '72rem', // a card grid
    firstPaint: 'songs-public',
  },
  {
    path: '/schedules',
    remote: 'schedules',
    title: 'Schedules',
    access: 'signed-in',
    nav: { label: 'Schedules', icon: 'calendar' },
  },
  // The two schedule pages retitle themselves with the schedule's name once it has loaded.
  { path: '/schedules/:id', remote: 'scheduleDetail', title: 'Schedule', access: 'signed-in' },
  // A schedule ready for paper (issue 17): its print CSS leaves the frame out.
  {
    path: '/schedules/:id/print',
    remote: 'schedulePrint',
    title: 'Print Schedule',
    access: 'signed-in',
  },
  // Sunday mode (issue 20): the projector's and the musicians' views fill the screen.
  {
    path: '/schedules/:id/present',
    remote: 'presenter',
    title: 'Present',
    access: 'signed-in',
    fullScreen: true,
  },
  {
    path: '/schedules/:id/stage',
    remote: 'stage',
    title: 'Stage',
    access: 'signed-in',
    fullScreen: true,
  },
  // The congregation's phones follow a public schedule, no account needed.
  {
    path: '/schedules/share/:token/follow',
    remote: 'follow',
    title: 'Follow',
    access: 'public',
  },
  {
    path: '/schedules/share/:token',
    remote: 'sharedSchedule',
    title: 'Shared Schedule',
    access: 'public',
    publicWidth: '56rem', // a list of songs, read like a document
  },
  {
    path: '/groups',
    remote: 'groups',
    title: 'Groups',
    access: 'signed-in',
    nav: { label: 'Groups', icon: 'users' },
  },
  { path: '/groups/join/:token', remote: 'join', title: 'Join Group', access: 'public' },
  {
    path: '/statistics',
    remote: 'statistics',
    title: 'Statistics',
    access: 'signed-in',
    nav: { label: 'Statistics', icon: 'chart' },
  },
  {
    path: '/categories',
    remote: 'categories',
    title: 'Categories',
    access: 'signed-in',
    nav: { label: 'Categories', icon: 'tag' },
  },
  {
    path: '/profile',
    shell: 'profile',
    access: 'signed-in',
    nav: { label: 'Profile', icon: 'user' },
  },
  // GET /graphql from a browser: the gateway sends the app (docs/graphql.md).
  { path: '/graphql', shell: 'graphqlExplorer', access: 'signed-in' },
  { path: '/login', shell: 'signIn', access: 'standalone' },
  { path: '/signup', shell: 'signUp', access: 'standalone' },
  // A site admin's one-time link; the same page whether or not someone is signed in.
  { path: '/reset-password/:token', shell: 'resetPassword', access: 'standalone' },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A route's path as a regular expression source, matched against a path without its trailing
 * slash (`/schedules/:id` → `^\/schedules\/[^/]+$`): what the servers can read without
 * react-router.
 */
export function pathPattern(path: string): string {
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return `^${segments.join('\\/')}$`;
}

/** The remote modules a route mounts at once: its remote page, or the sections its page places. */
export function remotePartsOf(route: AppRoute): readonly RemoteModule[] {
  return 'remote' in route ? [REMOTE_PAGES[route.remote]] : (route.sections ?? []);
}

/**
 * The table as dist/route-remotes.json holds it: each route that mounts remote modules at once,
 * with them. `anyone`: signed-out visitors get them too (others are sent to sign in).
 */
export function routeRemotesJson() {
  return ROUTES.filter((route) => route.access !== 'standalone')
    .map((route) => ({
      pattern: pathPattern(route.path),
      parts: [...remotePartsOf(route)],
      anyone: route.access === 'public',
    }))
    .filter((route) => route.parts.length > 0);
}
