// The shell: Module Federation host `shell`. Remotes are not listed here; they are registered
// at run time from /remotes.json (src/remotes/remote-registry.ts).
//
// A production build is two compilers, in order: `shell-first-paint` bundles
// src/first-paint/render-first-paints.tsx for Node (same loaders, packages left to node_modules),
// then the browser build requires it to write dist/prerendered/*.html and the preload hints of
// index.html (prerender/first-paint-plugin.cjs). Both modes write the REST reference
// (docs/rest.md) as the page docs/rest.html (prerender/rest-docs-plugin.cjs).
const path = require('node:path');
const { createConfig } = require('@worship/webpack-config');
const { FirstPaintPlugin } = require('./prerender/first-paint-plugin.cjs');
const { RestDocsPlugin } = require('./prerender/rest-docs-plugin.cjs');
const { WebAppManifestPlugin } = require('./pwa/web-app-manifest.cjs');
const { serviceWorkerPlugin } = require('./pwa/service-worker-plugin.cjs');

const FIRST_PAINT_OUT = path.join(__dirname, 'node_modules/.cache/first-paint');

/**
 * Bare imports stay `require`s (react-dom/server, styled-components' server build, …); our own
 * workspace packages are TypeScript source, so they are bundled, and so are files from packages
 * (the design system's fonts) that the asset rules turn into URLs.
 */
const ASSET = /\.(woff2?|ttf|otf|svg|png|jpe?g|gif|webp|avif|ico|css)$/i;
function nodeExternals({ request }, callback) {
  if (/^[@a-z]/i.test(request) && !request.startsWith('@worship/') && !ASSET.test(request)) {
    callback(null, `commonjs ${request}`);
    return;
  }
  callback();
}

module.exports = (_env, argv = {}) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const browser = createConfig({
    name: 'shell',
    dir: path.resolve(__dirname),
    isHost: true,
    title: 'Worship Planner',
    mode,
  });
  // In both modes, so the profile's link to the reference also works under `npm run dev`.
  browser.plugins.push(
    new RestDocsPlugin({ markdownFile: path.join(__dirname, '../docs/rest.md') }),
  );
  if (mode !== 'production') return browser;

  const firstPaint = {
    name: 'shell-first-paint',
    mode: 'production',
    context: browser.context,
    target: 'node20',
    entry: { render: './src/first-paint/render-first-paints.tsx' },
    output: {
      path: FIRST_PAINT_OUT,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // The global style's @font-face URLs (the Noto woff2 files) are written into the
      // prerendered pages: the same names and base as the browser build's, which serves them.
      publicPath: browser.output.publicPath,
      assetModuleFilename: browser.output.assetModuleFilename,
      clean: true,
    },
    resolve: browser.resolve,
    module: browser.module,
    externals: [nodeExternals],
    devtool: false,
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  browser.name = 'shell';
  browser.dependencies = ['shell-first-paint'];
  // The installable, offline app: manifest and icons, and /sw.js with the build's file list.
  browser.plugins.push(new WebAppManifestPlugin(), serviceWorkerPlugin(__dirname));
  browser.plugins.push(
    new FirstPaintPlugin({
      renderModule: path.join(FIRST_PAINT_OUT, 'render.cjs'),
      currentUserUrl: '/api/auth/user',
      remotesUrl: '/remotes.json',
    }),
  );
  return [firstPaint, browser];
};
