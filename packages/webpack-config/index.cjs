// Shared webpack 5 + Module Federation factory for the shell (host) and every remote.
// CommonJS on purpose: webpack-cli loads `.cjs` configs on Node 20 without ts-node.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  againstBuiltShell,
  devPlugins,
  devServerConfig,
  productionJsxAlias,
  serving,
} = require('./dev-server.cjs');

/**
 * Modules every container shares as singletons (docs/contracts.md, "Shared singletons").
 * Apollo Client 4's hooks live in `@apollo/client/react`, so it is shared beside
 * `@apollo/client`, otherwise a remote gets a second copy (STACK.md traps).
 *
 * The router is `react-router-dom` alone. STACK.md says to share `react-router` too, because a
 * module importing `react-router` directly bundles a second router whose hooks fail inside the
 * shell's <BrowserRouter>. Here no app declares `react-router` (so `sharedSingletons` skipped it
 * anyway) and nothing imports it: every import goes through the shared `react-router-dom`, which
 * carries its own `react-router` inside the one copy all containers use. ESLint refuses a
 * direct `react-router` import in the front ends (eslint.config.mjs), which keeps it that way.
 *
 * graphql and rxjs are not shared: only Apollo Client uses them, and it is one shared copy, so
 * they come with it — tree-shaken. A shared module is bundled whole (every export, since any
 * container may ask for any): sharing them cost the public songs page ~50 KB gzip. App code
 * that imported them would get its own (tree-shaken) copy: fine for the AST helpers, wrong for
 * an `instanceof` across containers, which nothing here does.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@apollo/client',
  '@apollo/client/react',
  'styled-components',
  '@worship/design-system',
  '@worship/shell-contract',
];

/** The package that owns a (possibly deep) import request: `@apollo/client/react` → `@apollo/client`. */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Shared config with `requiredVersion` taken from the app's own package.json, so a remote
 * built against an incompatible major fails loudly instead of silently running two copies.
 */
function sharedSingletons(pkg, extra = []) {
  const deps = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const request of [...SINGLETONS, ...extra]) {
    const range = deps[packageNameOf(request)];
    if (!range) continue; // an app that never imports a library does not provide it
    shared[request] = { singleton: true, requiredVersion: range, strictVersion: false };
  }
  return shared;
}

/**
 * swc-loader options for TypeScript/TSX with the automatic React runtime; `refresh` adds the
 * React Fast Refresh registrations (`webpack serve` only).
 */
function swcOptions({ tsx, styledComponents, development = false, refresh = false }) {
  const plugins = [];
  if (styledComponents) {
    // Optional: readable class names / SSR-safe ids when the SWC plugin is installed.
    try {
      plugins.push([
        require.resolve('@swc/plugin-styled-components'),
        { displayName: true, ssr: false },
      ]);
    } catch {
      // plugin not installed: styled-components works without it
    }
  }
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: false },
      transform: { react: { runtime: 'automatic', development, refresh } },
      target: 'es2020',
      experimental: plugins.length ? { plugins } : undefined,
    },
    // Keep ESM so webpack can tree-shake and split.
    module: { type: 'es6' },
    sourceMaps: true,
  };
}

const DEFAULT_HTML = ({ title }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Worship Planner: a multi-language song library and schedule planner for worship teams." />
    <meta name="theme-color" content="#1e3a8a" />
    <title>${title}</title>
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Crect width='24' height='24' rx='5' fill='%231d4ed8'/%3E%3Cpath d='M9 17V7l8-1.5v9' stroke='white' stroke-width='2' fill='none'/%3E%3C/svg%3E" />
  </head>
  <body>
    <noscript>Worship Planner needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * Creates a production webpack config.
 *
 * @param {object} options
 * @param {string} options.name       Module Federation container name; must be a JS identifier (`shell`, `mf_groups`).
 * @param {string} options.dir        The app folder (where package.json and src/ live); output goes to `<dir>/dist`.
 * @param {Record<string,string>} [options.exposes]  Remote exposes, kebab-case like the files, e.g. `{ './groups-page': './src/groups-page/groups-page.tsx' }`.
 * @param {boolean} [options.isHost]  The shell: emits index.html, publicPath '/', entry `src/index.ts(x)`.
 * @param {number} [options.port]     Dev server port when DEV_SERVER_PORT is not set (dev-server.cjs); production builds ignore it.
 * @param {string|Record<string,string>} [options.entry]  Override the entry (default: host `src/index.ts(x)`, remote none).
 * @param {string} [options.title]    Host page title (default 'Worship Planner').
 * @param {string} [options.template] Host HTML template path (default: built-in template with `<html lang="en">`).
 * @param {string[]} [options.extraShared] More singletons to share.
 * @param {boolean} [options.styledComponents] Use @swc/plugin-styled-components when installed (default true).
 * @param {'production'|'development'} [options.mode]
 * @returns {import('webpack').Configuration}
 */
function createConfig(options) {
  const { name, dir, exposes, isHost = false, mode = 'production' } = options;
  if (!name || !/^[A-Za-z_$][\w$]*$/.test(name)) {
    throw new Error(
      `createConfig: container name ${JSON.stringify(name)} must be a JS identifier (e.g. mf_groups)`,
    );
  }
  if (!dir) throw new Error('createConfig: `dir` (the app folder) is required');

  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const production = mode === 'production';
  // Fast Refresh only under `webpack serve` (a development build on disk has no HMR runtime),
  // and not into a built shell's production React (dev-server.cjs).
  const builtShell = !production && !isHost && againstBuiltShell();
  const hot = !production && serving() && !builtShell;
  const hash = production ? '.[contenthash:10]' : '';

  let entry = options.entry;
  if (!entry && isHost) {
    const candidates = ['src/index.ts', 'src/index.tsx'].map((f) => path.join(dir, f));
    entry = { main: candidates.find((f) => fs.existsSync(f)) ?? candidates[0] };
  }
  // The remotes' refresh runtimes find the shell's react-dom through this (refresh-hook.cjs).
  if (hot && isHost && entry?.main)
    entry = { ...entry, main: [require.resolve('./refresh-hook.cjs'), entry.main].flat() };

  const plugins = [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes: exposes ?? {},
      // Remotes are registered at run time from /remotes.json (see docs/contracts.md).
      remotes: {},
      shared: sharedSingletons(pkg, options.extraShared),
      // 'loaded-first': a remote's entry is downloaded when one of its modules is asked for, and
      // the shared singletons the shell has already loaded are reused. The default
      // ('version-first') downloads every registered remote's entry to compare versions first,
      // so one remote that is down would break every page, not just its own sections.
      shareStrategy: 'loaded-first',
      // mf-manifest.json is what the host's runtime reads to find a remote's entry and shares.
      manifest: isHost ? false : { fileName: 'mf-manifest.json' },
      dts: false,
      dev: false,
    }),
  ];

  if (production) plugins.push(...require('./precompress.cjs').precompressPlugins());
  if (hot) plugins.push(...devPlugins(name));

  if (isHost) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const title = options.title ?? 'Worship Planner';
    plugins.push(
      new HtmlWebpackPlugin(
        options.template
          ? { template: options.template, title, scriptLoading: 'defer' }
          : { templateContent: DEFAULT_HTML({ title }), inject: 'body', scriptLoading: 'defer' },
      ),
    );
  }

  return {
    mode,
    context: dir,
    target: 'web',
    entry: entry ?? {},
    // Production maps stay beside the build for debugging, with no sourceMappingURL comment:
    // the static servers answer 404 for *.map unless SERVE_SOURCE_MAPS is set.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // The host lives at the site root and serves deep links (/groups/join/x), so absolute;
      // a remote is deployed under any base URL, so its chunks resolve relative to its entry.
      publicPath: isHost ? '/' : 'auto',
      // The MF runtime module asks for the entry chunk's file name before content hashes exist
      // (only to count directory depth), which throws on `[contenthash]`; answer with the
      // unhashed name until the hash is known — the emitted file is still content-hashed.
      filename: production
        ? (pathData) => (pathData.chunk?.contentHash?.javascript ? `[name]${hash}.js` : '[name].js')
        : '[name].js',
      chunkFilename: `[name]${hash}.js`,
      assetModuleFilename: `assets/[name]${production ? '.[contenthash:10]' : ''}[ext]`,
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Source packages may import './x.js' meaning './x.ts' (nodenext habit).
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: builtShell ? productionJsxAlias(dir) : {},
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: swcOptions({
              tsx: false,
              styledComponents: options.styledComponents !== false,
              development: !production && !builtShell,
              refresh: hot,
            }),
          },
        },
        {
          test: /\.tsx$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: swcOptions({
              tsx: true,
              styledComponents: options.styledComponents !== false,
              development: !production && !builtShell,
              refresh: hot,
            }),
          },
        },
        { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource' },
        { test: /\.(png|jpe?g|gif|webp|avif|ico)$/i, type: 'asset' },
        { test: /\.svg$/i, type: 'asset/resource' },
        // A library's stylesheet (GraphiQL's) is a file the page links to: no style loader, and
        // the CSP's style-src 'self' covers it.
        { test: /\.css$/i, type: 'asset/resource' },
      ],
    },
    plugins,
    optimization: {
      // A single runtime per container: MF and a separate runtime chunk do not mix well.
      runtimeChunk: false,
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    ...(production
      ? {}
      : { devServer: devServerConfig({ isHost, port: options.port, hot: !builtShell }) }),
  };
}

module.exports = { createConfig, sharedSingletons, SINGLETONS };
