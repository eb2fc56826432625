// The deployables and how they are wired, in one table each. Adding a service or a
// microfrontend (songs, schedules, insights) is one line here; build.mjs, start.mjs,
// start-distributed.mjs, docker-compose.yml's test and the e2e setup all read it.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Subgraph services (docs/contracts.md). `env` is what this service needs beyond the shared
 * service variables; values are functions of the run-time context.
 * @type {{name: string, dir: string, port: number, env?: (ctx: {publicUrl: string}) => Record<string, string>}[]}
 */
export const SERVICES = [
  {
    name: 'identity',
    dir: 'services/identity',
    port: 4001,
    // Identity asks groups who shares a group with the caller (POST /internal/co-members), and
    // sends domain events (kit events/): a deleted account's groups pass on or go (groups), its
    // categories lose their creator (songs), its ratings go (schedules).
    env: () => ({
      GROUPS_URL: `http://127.0.0.1:${process.env.GROUPS_PORT ?? 4002}`,
      EVENT_SUBSCRIBERS: [
        `groups:user.deleted=http://127.0.0.1:${process.env.GROUPS_PORT ?? 4002}`,
        `songs:user.deleted=http://127.0.0.1:${process.env.SONGS_PORT ?? 4003}`,
        `schedules:user.deleted=http://127.0.0.1:${process.env.SCHEDULES_PORT ?? 4004}`,
      ].join(','),
    }),
  },
  {
    name: 'groups',
    dir: 'services/groups',
    port: 4002,
    env: ({ publicUrl }) => ({
      PUBLIC_URL: publicUrl,
      // Domain events (kit events/): songs clears a deleted group from its songs, schedules
      // deletes the group's schedules and lets a departed member's live streams go.
      EVENT_SUBSCRIBERS: [
        `songs:group.deleted=http://127.0.0.1:${process.env.SONGS_PORT ?? 4003}`,
        `schedules:group.deleted+member.departed+group.time-zone-changed=http://127.0.0.1:${process.env.SCHEDULES_PORT ?? 4004}`,
      ].join(','),
    }),
  },
  {
    name: 'songs',
    dir: 'services/songs',
    port: 4003,
    // Songs asks groups for the caller's memberships (GET /internal/memberships).
    env: () => ({ GROUPS_URL: `http://127.0.0.1:${process.env.GROUPS_PORT ?? 4002}` }),
  },
  {
    name: 'schedules',
    dir: 'services/schedules',
    port: 4004,
    // Schedules asks groups for the caller's memberships and songs which songs they may see,
    // and sends song.uses-changed (kit events/): songs keeps each song's use instants for the
    // library's "not used for N months" (docs/usage-and-ccli.md). Its calendar feed links are
    // on PUBLIC_URL.
    env: ({ publicUrl }) => ({
      PUBLIC_URL: publicUrl,
      GROUPS_URL: `http://127.0.0.1:${process.env.GROUPS_PORT ?? 4002}`,
      SONGS_URL: `http://127.0.0.1:${process.env.SONGS_PORT ?? 4003}`,
      EVENT_SUBSCRIBERS: `songs:song.uses-changed=http://127.0.0.1:${process.env.SONGS_PORT ?? 4003}`,
    }),
  },
];

/**
 * Front ends built with webpack. The shell is the host; each remote is served at
 * /mf/<short>/ by the gateway (all-in-one) or from its own origin (distributed).
 * @type {{name: string, dir: string, host?: boolean, short?: string, port: number, distEnv: string, remoteEnv?: string, marker: string, inputs?: string[]}[]}
 */
export const FRONTENDS = [
  {
    name: 'shell',
    dir: 'shell',
    host: true,
    port: 3100,
    distEnv: 'SHELL_DIST',
    marker: 'index.html',
    // Rendered into the build as the page docs/rest.html (shell/prerender/rest-docs-plugin.cjs).
    inputs: ['docs/rest.md'],
  },
  {
    name: 'mf-groups',
    dir: 'mf-groups',
    short: 'groups',
    port: 3102,
    distEnv: 'MF_GROUPS_DIST',
    remoteEnv: 'REMOTE_MF_GROUPS_URL',
    marker: 'mf-manifest.json',
  },
  {
    name: 'mf-songs',
    dir: 'mf-songs',
    short: 'songs',
    port: 3101,
    distEnv: 'MF_SONGS_DIST',
    remoteEnv: 'REMOTE_MF_SONGS_URL',
    marker: 'mf-manifest.json',
  },
  {
    name: 'mf-schedules',
    dir: 'mf-schedules',
    short: 'schedules',
    port: 3103,
    distEnv: 'MF_SCHEDULES_DIST',
    remoteEnv: 'REMOTE_MF_SCHEDULES_URL',
    marker: 'mf-manifest.json',
  },
  {
    name: 'mf-insights',
    dir: 'mf-insights',
    short: 'insights',
    port: 3104,
    distEnv: 'MF_INSIGHTS_DIST',
    remoteEnv: 'REMOTE_MF_INSIGHTS_URL',
    marker: 'mf-manifest.json',
  },
];

export const GATEWAY = { name: 'gateway', dir: 'gateway', port: 3000 };

/** TypeScript projects built by `tsc -b`, in dependency order. */
export const TS_PROJECTS = ['packages/subgraph-kit', ...SERVICES.map((s) => s.dir), GATEWAY.dir];

export const envPrefix = (name) => name.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

export const entryOf = (dir) => join(ROOT, dir, 'dist', 'main.js');

/** A deployable that exists in this checkout (its folder has a tsconfig / webpack config). */
export const hasTsProject = (dir) => existsSync(join(ROOT, dir, 'tsconfig.json'));
export const hasWebpackConfig = (dir) => existsSync(join(ROOT, dir, 'webpack.config.cjs'));
