import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { loadConfig, logLevel, nodeEnv, port, viewerSecret } from '@worship/subgraph-kit';

const optionalDir = z.string().min(1).optional();
const baseUrl = z.url().transform((url) => url.replace(/\/+$/, ''));

/** Names Express's trust-proxy setting accepts besides addresses and subnets. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `10.0.0.1`, `10.0.0.0/8`, `10.0.0.0/255.0.0.0`, `fd00::/8` or one of PROXY_NAMES. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (mask === undefined) return true;
  if (/^\d+$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(mask) === 4;
}

/**
 * TRUST_PROXY: exactly the hops in front of the gateway. `true` would trust every hop, so the
 * left-most X-Forwarded-For entry, which the client writes, would become its address (and
 * per-client limits could be escaped): it is refused.
 */
export const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | number | string => {
    if (value === 'false' || value === '' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true trusts every hop, so any client could choose its own address through X-Forwarded-For; set the number of proxies in front of the gateway (e.g. 1) or their addresses',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be false, a hop count, or proxy addresses/subnets (loopback, 10.0.0.0/8, …); not ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries.join(',');
  });

/** Every variable the gateway reads. docker-compose.yml and .env.example are checked against it. */
export const gatewayConfigShape = {
  NODE_ENV: nodeEnv,
  LOG_LEVEL: logLevel,
  HOST: z.string().default('0.0.0.0'),
  PORT: port(3000),
  /** The origin users reach the app at: used for redirects, cookies and the origin check. */
  PUBLIC_URL: baseUrl.default('http://localhost:3000'),
  VIEWER_SIGNING_SECRET: viewerSecret,
  IDENTITY_URL: baseUrl.default('http://127.0.0.1:4001'),
  GROUPS_URL: baseUrl.default('http://127.0.0.1:4002'),
  SONGS_URL: baseUrl.default('http://127.0.0.1:4003'),
  SCHEDULES_URL: baseUrl.default('http://127.0.0.1:4004'),
  SUPERGRAPH_PATH: z.string().default(resolve(__dirname, '../supergraph.graphql')),
  /** Built shell to serve at / (all-in-one mode). Unset when the shell is served elsewhere. */
  SHELL_DIST: optionalDir,
  /** Built mf-groups to serve at /mf/groups/ (all-in-one mode). */
  MF_GROUPS_DIST: optionalDir,
  /** Where browsers load mf-groups from: a path on this origin or another origin's URL. */
  REMOTE_MF_GROUPS_URL: z.string().default('/mf/groups/'),
  /** Built mf-songs to serve at /mf/songs/ (all-in-one mode). */
  MF_SONGS_DIST: optionalDir,
  /** Where browsers load mf-songs from: a path on this origin or another origin's URL. */
  REMOTE_MF_SONGS_URL: z.string().default('/mf/songs/'),
  /** Built mf-schedules to serve at /mf/schedules/ (all-in-one mode). */
  MF_SCHEDULES_DIST: optionalDir,
  /** Where browsers load mf-schedules from: a path on this origin or another origin's URL. */
  REMOTE_MF_SCHEDULES_URL: z.string().default('/mf/schedules/'),
  /** Built mf-insights to serve at /mf/insights/ (all-in-one mode). */
  MF_INSIGHTS_DIST: optionalDir,
  /** Where browsers load mf-insights from: a path on this origin or another origin's URL. */
  REMOTE_MF_INSIGHTS_URL: z.string().default('/mf/insights/'),
  /** Serve the front ends' *.map files (debugging only; off: 404). */
  SERVE_SOURCE_MAPS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Lifetime of the session cookie; the identity service enforces the same limit server-side. */
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().positive().default(30),
  /**
   * How long the gateway trusts a session it has resolved before asking identity again (0:
   * never; fractions allowed). It is how late another replica notices a sign-out: 1 s keeps
   * replicas within one second of each other (docs/deployment.md).
   */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(1),
  /**
   * Seconds an anonymous caller's public song answers (search, list, a song) are served from
   * this gateway's memory (0 = never). Any mutation through this gateway forgets them at once;
   * through another replica, they are at most this old (docs/deployment.md).
   */
  PUBLIC_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(1),
  /**
   * Which proxies in front of the gateway may say who the client is (X-Forwarded-For):
   * `false`, a hop count, or their addresses/subnets (Express's trust-proxy syntax).
   */
  TRUST_PROXY: trustProxy,
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
};

/**
 * Variables for development only, never in docker-compose.yml: production refuses them.
 * DEV_OVERRIDES_DIR: where `npm run dev -w <remote or service>` says it runs instead of the
 * configured one (dev/dev-overrides.ts, docs/development.md).
 */
export const gatewayDevConfigShape = {
  DEV_OVERRIDES_DIR: optionalDir,
};

/**
 * Set by `npm start` only (never in docker-compose.yml): BACKUP_STATUS_FILE, where the launcher
 * records its backups of the embedded database; /healthz reports the last good one from it.
 */
export const gatewayLauncherConfigShape = {
  BACKUP_STATUS_FILE: optionalDir,
};

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(
    { ...gatewayConfigShape, ...gatewayDevConfigShape, ...gatewayLauncherConfigShape },
    env,
  );
  if (config.production && config.DEV_OVERRIDES_DIR) {
    throw new Error(
      'Invalid configuration:\n  DEV_OVERRIDES_DIR is for development only: a production gateway never takes its remotes or subgraphs from local override files (unset it, or NODE_ENV=development)',
    );
  }
  const oidcParts = [config.OIDC_ISSUER_URL, config.OIDC_CLIENT_ID, config.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new Error(
      'Invalid configuration:\n  OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  return config;
}

/** The microfrontends the shell may load, and where each is served from. */
export function remoteEntries(config: GatewayConfig) {
  return [
    {
      name: 'mf_groups',
      mountPath: '/mf/groups/',
      dist: config.MF_GROUPS_DIST,
      url: config.REMOTE_MF_GROUPS_URL,
    },
    {
      name: 'mf_songs',
      mountPath: '/mf/songs/',
      dist: config.MF_SONGS_DIST,
      url: config.REMOTE_MF_SONGS_URL,
    },
    {
      name: 'mf_schedules',
      mountPath: '/mf/schedules/',
      dist: config.MF_SCHEDULES_DIST,
      url: config.REMOTE_MF_SCHEDULES_URL,
    },
    {
      name: 'mf_insights',
      mountPath: '/mf/insights/',
      dist: config.MF_INSIGHTS_DIST,
      url: config.REMOTE_MF_INSIGHTS_URL,
    },
  ];
}
