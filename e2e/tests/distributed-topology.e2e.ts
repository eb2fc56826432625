// `npm run start:distributed` (scripts/start-distributed.mjs) as users run it: the shell's static
// origin is the public address and forwards /api, /graphql and /remotes.json to the gateway;
// mf-groups is its own origin; the services use the PostgreSQL server (a fresh database).
// mf-insights' origin is this test's own (support/remote-origin.ts): it deploys a new build of
// that remote alone, while the shell, the gateway and the rest keep running.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/proc.mjs';
import { FRONTENDS, SERVICES, envPrefix } from '../../scripts/lib/topology.mjs';
import { launchBrowser, trackErrors } from '../support/browser';
import { builtFiles, fetchAsset } from '../support/built-files';
import {
  buildRemoteWithChange,
  startRemoteOrigin,
  type RemoteOrigin,
} from '../support/remote-origin';
import { newUser, registerViaApi } from '../support/users';
import {
  ROOT,
  childPids,
  expectNothingLeftAfterSigkill,
  expectSpoofedAddressesLimited,
  launch,
  type Launched,
} from '../support/launcher';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let app: Launched | undefined;
let database: TestDatabase | undefined;
const ports: number[] = [];
let remoteURL: string;
/** Each remote's container name (mf_groups, …) → its own origin. */
const remoteOrigins: Record<string, string> = {};
/** mf-insights' origin, run by this test (the launcher's own serves no browser). */
let insightsOrigin: RemoteOrigin | undefined;
let insightsPort: number;
const insightsBuild = mkdtempSync(join(tmpdir(), 'mf-insights-deploy-'));

beforeAll(async () => {
  database = await createTestDatabase('e2e_distributed');
  const [port, gatewayPort] = [await freePort(), await freePort()];
  ports.push(port, gatewayPort);
  const env: Record<string, string | undefined> = {
    PORT: String(port),
    GATEWAY_PORT: String(gatewayPort),
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: database.url,
    AUTH_RATE_LIMIT_PER_MINUTE: '10',
    TRUST_PROXY: undefined,
    SERVE_SOURCE_MAPS: undefined,
    LOG_LEVEL: 'warn',
  };
  for (const service of SERVICES) {
    const prefix = envPrefix(service.name);
    const servicePort = await freePort();
    ports.push(servicePort);
    env[`${prefix}_PORT`] = String(servicePort);
    env[`${prefix}_DATABASE_URL`] = undefined;
  }
  for (const remote of FRONTENDS.filter((f) => !f.host)) {
    const remotePort = await freePort();
    ports.push(remotePort);
    env[`${envPrefix(remote.name)}_PORT`] = String(remotePort);
    env[remote.remoteEnv!] = undefined;
    remoteOrigins[remote.name.replace('-', '_')] = `http://localhost:${remotePort}`;
    if (remote.name === 'mf-groups') remoteURL = `http://localhost:${remotePort}`;
  }
  insightsPort = await freePort();
  env.REMOTE_MF_INSIGHTS_URL = `http://localhost:${insightsPort}/`;
  remoteOrigins.mf_insights = `http://localhost:${insightsPort}`;
  insightsOrigin = await startRemoteOrigin(join(ROOT, 'mf-insights', 'dist'), insightsPort);
  app = await launch('start-distributed.mjs', env);
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await insightsOrigin?.stop();
  await database?.drop();
  rmSync(insightsBuild, { recursive: true, force: true });
});

/** Every file of a build folder with its size and modification time. */
function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const stat = statSync(join(dir, name));
    if (stat.isFile()) files[name] = `${stat.size} ${stat.mtimeMs}`;
  }
  return files;
}

/** The launcher's child serving `staticDir` (its STATIC_DIR), from /proc. */
function childServing(staticDir: string): number | undefined {
  return childPids(app!.child.pid!).find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/environ`, 'utf8')
        .split('\0')
        .includes(`STATIC_DIR=${staticDir}`);
    } catch {
      return false;
    }
  });
}

describe('distributed (npm run start:distributed)', () => {
  it('tells the shell where the remotes are, through its origin', async () => {
    const res = await fetch(`${app!.baseURL}/remotes.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual(
      Object.fromEntries(
        Object.entries(remoteOrigins).map(([name, origin]) => [name, `${origin}/mf-manifest.json`]),
      ),
    );
    expect(Object.keys(remoteOrigins)).toEqual([
      'mf_groups',
      'mf_songs',
      'mf_schedules',
      'mf_insights',
    ]);
  });

  it('does not let a made-up X-Forwarded-For escape the sign-in rate limit', async () => {
    await expectSpoofedAddressesLimited(app!.baseURL);
  });

  it('serves a remote to another origin: CORS, precompressed, no source maps', async () => {
    const groups = builtFiles('mf-groups');
    const manifest = await fetch(`${remoteURL}/mf-manifest.json`, {
      headers: { origin: app!.baseURL },
    });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${remoteURL}/remoteEntry.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-encoding')).toBe('br');
    expect(await chunk.text()).not.toMatch(/sourceMappingURL=/);
    for (const map of groups.maps.slice(0, 5))
      expect((await fetchAsset(`${remoteURL}/${map}`)).status, map).toBe(404);
  });

  it('serves no source maps from the shell origin', async () => {
    const shell = builtFiles('shell');
    expect(shell.withMapComment).toEqual([]);
    for (const map of shell.maps.slice(0, 5))
      expect((await fetchAsset(`${app!.baseURL}/${map}`, { accept: 'text/html' })).status).toBe(
        404,
      );
    const page = await fetch(`${app!.baseURL}/groups/join/x`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Worship Planner</title>');
  });

  it('deploys a new build of one remote while the shell keeps running', async () => {
    const shellDist = join(ROOT, 'shell', 'dist');
    const shellBuild = filesOf(shellDist);
    const shellPid = childServing(shellDist);
    expect(shellPid, 'the shell origin among the launcher children').toBeDefined();
    const children = childPids(app!.child.pid!).sort();

    let browser: Browser | undefined;
    try {
      browser = await launchBrowser();
      const context = await browser.newContext({ baseURL: app!.baseURL });
      context.setDefaultTimeout(15_000);
      await registerViaApi(context, newUser('Deployer'));
      const page = await context.newPage();
      const errors = trackErrors(page);
      await page.goto('/statistics');
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.textContent(), { message: errors.join('\n') }).toBeTruthy();
      const before = (await heading.textContent())!.trim();
      const after = `${before} (deployed ${Date.now().toString(36)})`;

      // The heading is a string literal in mf-insights' sources; the new build changes only that.
      const ms = await buildRemoteWithChange('mf-insights', insightsBuild, {
        from: `"${before}"`,
        to: `"${after}"`,
      });
      console.log(`e2e: mf-insights production build with a change: ${(ms / 1000).toFixed(1)} s`);
      const manifest = readFileSync(join(insightsBuild, 'mf-manifest.json'), 'utf8');
      expect(manifest).toContain('mf_insights');
      await insightsOrigin!.stop();
      insightsOrigin = await startRemoteOrigin(insightsBuild, insightsPort);

      await page.reload();
      await expect.poll(() => heading.textContent(), { message: errors.join('\n') }).toBe(after);
      expect(errors).toEqual([]);
    } finally {
      await browser?.close();
    }
    // Nothing else was rebuilt or restarted: same shell files, same processes.
    expect(filesOf(shellDist)).toEqual(shellBuild);
    expect(childServing(shellDist)).toBe(shellPid);
    expect(childPids(app!.child.pid!).sort()).toEqual(children);
  });

  // Last: it ends the app.
  it('leaves no process or port behind when the launcher is killed with SIGKILL', async () => {
    await expectNothingLeftAfterSigkill(app!, ports, SERVICES.length + 1 + FRONTENDS.length); // services, gateway, static origins
  });
});
