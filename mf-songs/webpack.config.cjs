// Module Federation remote `mf_songs`: the Songs Library, the public songs page and the
// Categories page, loaded by the shell.
const path = require('node:path');
const { createConfig } = require('@worship/webpack-config');

module.exports = (_env, argv = {}) =>
  createConfig({
    name: 'mf_songs',
    dir: path.resolve(__dirname),
    mode: argv.mode === 'development' ? 'development' : 'production',
    // Exposed module names are kebab-case like the files behind them; the shell asks for them
    // by these names (shell/src/remotes/route-table.ts), and remote-exposes.test.ts beside it
    // fails when the two lists differ.
    exposes: {
      './songs-library-page': './src/library/songs-library-page.tsx',
      './public-songs-page': './src/public-songs/public-songs-page.tsx',
      './categories-page': './src/categories/categories-page.tsx',
    },
  });
