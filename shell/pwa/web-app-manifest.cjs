// The web app manifest (`/manifest.webmanifest`) and its icons, emitted by the shell's
// production build: what makes Worship Planner installable (Chromium's criteria: a name, a
// start URL and scope, `display: standalone`, 192 and 512 px icons, served over HTTPS or from
// localhost, with the service worker of shell/service-worker/). The plugin also links it from
// index.html (and so from the prerendered pages made from it). Names stay the same across
// builds: the browser knows the installed app by its manifest's URL, and revalidates it.
const fs = require('node:fs');
const path = require('node:path');

const NAME = 'WebAppManifestPlugin';

/** Drawn by make-icons.mjs beside this file; emitted under /icons/. */
const ICONS = [
  { file: 'icon-192.png', sizes: '192x192', purpose: 'any' },
  { file: 'icon-512.png', sizes: '512x512', purpose: 'any' },
  { file: 'icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
];

/**
 * The manifest's members. Colours are the design tokens' (packages/design-system/src/tokens.ts,
 * checked by web-app-manifest.test.mjs): the theme is index.html's `theme-color`
 * (`onPrimarySoft`), the splash screen's background the page's (`background`).
 */
const WEB_APP_MANIFEST = {
  id: '/',
  name: 'Worship Planner',
  short_name: 'Worship',
  description:
    'Worship Planner: a multi-language song library and schedule planner for worship teams.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#1e3a8a',
  background_color: '#f8fafc',
  icons: ICONS.map((icon) => ({
    src: `/icons/${icon.file}`,
    sizes: icon.sizes,
    type: 'image/png',
    purpose: icon.purpose,
  })),
};

const MANIFEST_FILE = 'manifest.webmanifest';

/** The `<head>` links: the manifest, and the icon iOS takes for the home screen. */
const HEAD_LINKS = [
  { rel: 'manifest', href: `/${MANIFEST_FILE}` },
  { rel: 'apple-touch-icon', href: WEB_APP_MANIFEST.icons[0].src },
];

class WebAppManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const HtmlWebpackPlugin = require('html-webpack-plugin');
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (groups) => {
        groups.headTags.unshift(
          ...HEAD_LINKS.map((attributes) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', attributes),
          ),
        );
        return groups;
      });
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            MANIFEST_FILE,
            new sources.RawSource(`${JSON.stringify(WEB_APP_MANIFEST, null, 2)}\n`),
          );
          for (const icon of ICONS) {
            const file = path.join(__dirname, icon.file);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(
              `icons/${icon.file}`,
              new sources.RawSource(fs.readFileSync(file)),
            );
          }
        },
      );
    });
  }
}

module.exports = { WebAppManifestPlugin, WEB_APP_MANIFEST, HEAD_LINKS };
