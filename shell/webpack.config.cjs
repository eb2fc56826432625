// The shell: Module Federation host `shell`. Remotes are not listed here; they are registered
// at run time from /remotes.json (src/remotes/remote-registry.ts).
const path = require('node:path');
const { createConfig } = require('@worship/webpack-config');

module.exports = (_env, argv = {}) =>
  createConfig({
    name: 'shell',
    dir: path.resolve(__dirname),
    isHost: true,
    title: 'Worship Planner',
    mode: argv.mode === 'development' ? 'development' : 'production',
  });
