// The development side of the shared config: what `webpack serve` gets for the shell and a remote.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROXY_PATHS } from '../static-server/src/server.mjs';

const require = createRequire(import.meta.url);
const { GATEWAY_PATHS, devServerConfig } = require('./dev-server.cjs');
const { createConfig } = require('./index.cjs');
const ROOT = join(import.meta.dirname, '..', '..');

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('dev servers', () => {
  it('forwards what the static origin forwards to the gateway', () => {
    expect(GATEWAY_PATHS).toEqual(PROXY_PATHS);
    const shell = devServerConfig(
      { isHost: true },
      { DEV_SERVER_PORT: '3000', GATEWAY_URL: 'http://127.0.0.1:4000' },
    );
    expect(shell.port).toBe(3000);
    expect(shell.proxy).toEqual([
      expect.objectContaining({ context: PROXY_PATHS, target: 'http://127.0.0.1:4000' }),
    ]);
    expect(shell.historyApiFallback).toBeTruthy();
    const page = { path: '/graphql', method: 'GET', headers: { accept: 'text/html' } };
    expect(shell.proxy[0].bypass(page)).toBe('/index.html');
    expect(shell.proxy[0].bypass({ ...page, method: 'POST' })).toBeUndefined();
  });

  it('serves a remote to other origins, its hot updates through its own port', () => {
    const remote = devServerConfig({ isHost: false }, { DEV_SERVER_PORT: '3201' });
    expect(remote.headers).toEqual({ 'Access-Control-Allow-Origin': '*' });
    expect(remote.client.webSocketURL).toEqual({
      hostname: '0.0.0.0',
      port: 3201,
      pathname: '/ws',
    });
    expect(remote.historyApiFallback).toBe(false);
    expect(remote.proxy).toEqual([]);
    expect(() => devServerConfig({ isHost: false }, { DEV_SERVER_PORT: 'x' })).toThrow(
      /DEV_SERVER_PORT/,
    );
  });

  it('adds Fast Refresh under webpack serve only, and not into a built shell', () => {
    const remote = () =>
      createConfig({
        name: 'mf_songs',
        dir: join(ROOT, 'mf-songs'),
        mode: 'development',
        exposes: {},
      });
    const refresh = (config) =>
      config.plugins.some((p) => p.constructor.name === 'ReactRefreshPlugin');
    delete process.env.WEBPACK_SERVE;
    expect(refresh(remote())).toBe(false);
    process.env.WEBPACK_SERVE = 'true';
    const served = remote();
    expect(refresh(served)).toBe(true);
    expect(served.devServer.hot).toBe(true);
    expect(served.devtool).not.toMatch(/eval/);
    process.env.DEV_AGAINST_BUILT_SHELL = '1';
    const intoBuilt = remote();
    expect(refresh(intoBuilt)).toBe(false);
    expect(intoBuilt.devServer.hot).toBe(false);
    expect(intoBuilt.resolve.alias['react/jsx-runtime$']).toMatch(
      /react-jsx-runtime\.production\.js$/,
    );
    const production = createConfig({ name: 'mf_songs', dir: join(ROOT, 'mf-songs'), exposes: {} });
    expect(refresh(production)).toBe(false);
    expect(production.devServer).toBeUndefined();
  });
});
