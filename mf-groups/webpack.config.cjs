// Module Federation remote `mf_groups`: the Groups page and the Join page, loaded by the shell.
const path = require('node:path');
const { createConfig } = require('@worship/webpack-config');

module.exports = (_env, argv = {}) =>
  createConfig({
    name: 'mf_groups',
    dir: path.resolve(__dirname),
    mode: argv.mode === 'development' ? 'development' : 'production',
    // Exposed module names are kebab-case like the files behind them; the shell asks for them
    // by these names (shell/src/remotes/route-table.ts), and remote-exposes.test.ts beside it
    // fails when the two lists differ.
    exposes: {
      './groups-page': './src/groups-page/groups-page.tsx',
      './join-page': './src/join/join-page.tsx',
    },
  });
