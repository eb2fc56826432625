// Module Federation remote `mf_groups`: the Groups page and the Join page, loaded by the shell.
const path = require('node:path');
const { createConfig } = require('@worship/webpack-config');

module.exports = (_env, argv = {}) =>
  createConfig({
    name: 'mf_groups',
    dir: path.resolve(__dirname),
    mode: argv.mode === 'development' ? 'development' : 'production',
    exposes: {
      './GroupsPage': './src/groups-page/GroupsPage.tsx',
      './JoinPage': './src/join/JoinPage.tsx',
    },
  });
