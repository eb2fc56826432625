// `npm start` (scripts/start.mjs) as users run it: the gateway is the public address.
// Its own instance (not the global setup's, whose sign-in limit is lifted) on free ports with a
// throw-away data folder, and the default sign-in limit of 10 a minute.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/proc.mjs';
import { SERVICES, envPrefix } from '../../scripts/lib/topology.mjs';
import { builtFiles, fetchAsset } from '../support/built-files';
import {
  expectNothingLeftAfterSigkill,
  expectSpoofedAddressesLimited,
  launch,
  type Launched,
} from '../support/launcher';

let app: Launched | undefined;
let dataDir: string;
const ports: number[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'worship-all-in-one-'));
  const port = await freePort();
  ports.push(port);
  const env: Record<string, string | undefined> = {
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    AUTH_RATE_LIMIT_PER_MINUTE: '10',
    TRUST_PROXY: undefined,
    SERVE_SOURCE_MAPS: undefined,
    DATABASE_URL: undefined,
    VIEWER_SIGNING_SECRET: undefined,
    LOG_LEVEL: 'warn',
  };
  for (const service of SERVICES) {
    const prefix = envPrefix(service.name);
    const httpPort = await freePort();
    ports.push(httpPort);
    Object.assign(env, {
      [`${prefix}_PORT`]: String(httpPort),
      [`${prefix}_DATABASE_URL`]: undefined,
    });
  }
  const dbPort = await freePort();
  ports.push(dbPort);
  env.EMBEDDED_DB_PORT = String(dbPort);
  app = await launch('start.mjs', env);
}, 180_000);

afterAll(async () => {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('all-in-one (npm start)', () => {
  it('does not let a made-up X-Forwarded-For escape the sign-in rate limit', async () => {
    await expectSpoofedAddressesLimited(app!.baseURL);
  });

  it('serves no source maps, and the built JavaScript names none', async () => {
    const shell = builtFiles('shell');
    const groups = builtFiles('mf-groups');
    expect(shell.withMapComment).toEqual([]);
    expect(groups.withMapComment).toEqual([]);
    expect(shell.maps.length).toBeGreaterThan(0); // kept beside the build for debugging
    for (const [prefix, files] of [
      ['', shell],
      ['/mf/groups/', groups],
    ] as const) {
      for (const map of files.maps.slice(0, 5)) {
        const url = `${app!.baseURL}${prefix || '/'}${map}`;
        expect((await fetchAsset(url, { accept: 'text/html' })).status, url).toBe(404);
      }
      const script = await fetchAsset(`${app!.baseURL}${prefix || '/'}${files.js[0]}`);
      expect(script.status).toBe(200);
      expect(script.mapped).toBe(false);
    }
  });

  // Last: it ends the app.
  it('leaves no process or port behind when the launcher is killed with SIGKILL', async () => {
    // The gateway, the services, the embedded PostgreSQL server and its watchdog; the server's
    // port is among `ports`.
    await expectNothingLeftAfterSigkill(app!, ports, SERVICES.length + 3);
  });
});
