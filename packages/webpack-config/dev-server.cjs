// The development side of createConfig (index.cjs): what `webpack serve` adds for the shell and
// each remote (docs/development.md).
//
// - React Fast Refresh in every container (@pmmmwh/react-refresh-webpack-plugin and SWC's
//   refresh transform). Each container keeps its own refresh runtime under its own name
//   (`library`), and the shell's shared react-dom (a development build) serves them all.
// - A remote's dev server answers with CORS headers (the shell is on another origin) and its
//   hot-update client connects to the remote's own port, not the page's: the remote's code runs
//   inside the shell's page, whose location is the shell's.
// - The shell's dev server is the public address, as the shell's static origin is in the
//   distributed topology: /api, /graphql and /remotes.json go to the gateway (GATEWAY_URL), every
//   other page path gets index.html (client routes), and a browser opening /graphql gets the
//   shell (the GraphiQL explorer route) as the gateway would give it.
// Source maps without eval(): the gateway's CSP (all-in-one, `npm start`) has no 'unsafe-eval',
// and a remote's dev server may be loaded into that page (`npm run dev -w mf-songs`).
//
// A remote served into a built shell (DEV_AGAINST_BUILT_SHELL=1, set by `npm run dev -w <remote>`)
// runs on the shell's production React: no Fast Refresh there (a production react-dom cannot
// refresh, so an accepted update would change nothing on screen), a change reloads the page; and
// JSX goes through React's production JSX runtime, which needs nothing from React's internals,
// where the development one calls into development-only internals and throws.

const path = require('node:path');

/** Paths the shell's origin forwards to the gateway (as packages/static-server PROXY_PATHS). */
const GATEWAY_PATHS = ['/api', '/graphql', '/remotes.json'];
const DEFAULT_PORT = 8080;

/** True while webpack-cli runs `webpack serve` (it sets WEBPACK_SERVE before loading configs). */
const serving = (env = process.env) => Boolean(env.WEBPACK_SERVE);

/** Served into a built (production) shell rather than the shell's dev server. */
const againstBuiltShell = (env = process.env) =>
  serving(env) && env.DEV_AGAINST_BUILT_SHELL === '1';

/** `react/jsx-runtime` → React's production JSX runtime (see above), resolved from the app. */
function productionJsxAlias(dir) {
  const react = path.dirname(require.resolve('react/package.json', { paths: [dir] }));
  return { 'react/jsx-runtime$': path.join(react, 'cjs', 'react-jsx-runtime.production.js') };
}

/** The dev server's port: DEV_SERVER_PORT (the dev scripts set it), else the app's, else 8080. */
function devServerPort(options, env = process.env) {
  const raw = env.DEV_SERVER_PORT;
  if (raw === undefined || raw === '') return options.port ?? DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`DEV_SERVER_PORT must be a port number, got ${JSON.stringify(raw)}`);
  return port;
}

/** A browser navigation (wants HTML), as opposed to a GraphQL or REST call. */
const isPageRequest = (req) =>
  req.method === 'GET' && String(req.headers.accept ?? '').includes('text/html');

/**
 * webpack-dev-server options for one container.
 * @param {{ isHost: boolean, port?: number, hot?: boolean }} options  `hot`: Fast Refresh, else reloads
 * @param {Record<string, string | undefined>} [env]
 * @returns {import('webpack-dev-server').Configuration}
 */
function devServerConfig({ isHost, port, hot = true }, env = process.env) {
  const listen = devServerPort({ port }, env);
  const gateway = env.GATEWAY_URL;
  return {
    host: env.DEV_SERVER_HOST || '127.0.0.1',
    port: listen,
    hot,
    // A change the refresh runtime cannot apply in place reloads the page.
    liveReload: true,
    static: false,
    // The shell reads a remote's mf-manifest.json and chunks from another origin.
    headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
    client: {
      overlay: { errors: true, warnings: false, runtimeErrors: false },
      // '0.0.0.0' means "the page's host name": localhost or 127.0.0.1, whichever the browser used.
      webSocketURL: { hostname: '0.0.0.0', port: listen, pathname: '/ws' },
    },
    historyApiFallback: isHost ? { index: '/index.html' } : false,
    proxy:
      isHost && gateway
        ? [
            {
              // Alone against a running all-in-one stack (`npm run dev -w shell`), the built
              // remotes are the gateway's too, under /mf/.
              context: env.DEV_PROXY_REMOTES === '1' ? [...GATEWAY_PATHS, '/mf'] : GATEWAY_PATHS,
              target: gateway,
              // GET /graphql from a browser is the shell's explorer page, as on the gateway.
              bypass: (req) =>
                req.path === '/graphql' && isPageRequest(req) ? '/index.html' : undefined,
            },
          ]
        : [],
    devMiddleware: { stats: 'errors-warnings' },
  };
}

/** The plugins `webpack serve` adds: React Fast Refresh, its runtime named after the container. */
function devPlugins(name) {
  const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
  return [new ReactRefreshPlugin({ overlay: false, library: name })];
}

module.exports = {
  GATEWAY_PATHS,
  DEFAULT_PORT,
  serving,
  againstBuiltShell,
  productionJsxAlias,
  devServerPort,
  devServerConfig,
  devPlugins,
};
