import { resolve } from 'node:path';
import { z } from 'zod';
import { loadConfig, logLevel, nodeEnv, port, viewerSecret } from '@worship/subgraph-kit';

const optionalDir = z.string().min(1).optional();
const baseUrl = z.url().transform((url) => url.replace(/\/+$/, ''));

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
  SUPERGRAPH_PATH: z.string().default(resolve(__dirname, '../supergraph.graphql')),
  /** Built shell to serve at / (all-in-one mode). Unset when the shell is served elsewhere. */
  SHELL_DIST: optionalDir,
  /** Built mf-groups to serve at /mf/groups/ (all-in-one mode). */
  MF_GROUPS_DIST: optionalDir,
  /** Where browsers load mf-groups from: a path on this origin or another origin's URL. */
  REMOTE_MF_GROUPS_URL: z.string().default('/mf/groups/'),
  /** Lifetime of the session cookie; the identity service enforces the same limit server-side. */
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().positive().default(30),
  /** How long the gateway trusts a session it has resolved before asking identity again (0: never). */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Login/register attempts allowed per client per minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
};

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env) {
  const config = loadConfig(gatewayConfigShape, env);
  const oidcParts = [config.OIDC_ISSUER_URL, config.OIDC_CLIENT_ID, config.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new Error(
      'Invalid configuration:\n  OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  return { ...config, production: config.NODE_ENV === 'production' };
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
  ];
}
