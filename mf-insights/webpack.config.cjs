// Module Federation remote `mf_insights`: the Statistics page and the three dashboard sections
// the shell places (the stats row, Popular Songs This Month and Category Overview), which read
// one GroupDashboard query between them (docs/insights-api.md).
const path = require('node:path');
const { createConfig } = require('@worship/webpack-config');

module.exports = (_env, argv = {}) =>
  createConfig({
    name: 'mf_insights',
    dir: path.resolve(__dirname),
    mode: argv.mode === 'development' ? 'development' : 'production',
    // Exposed module names are kebab-case like the files behind them; the shell asks for them
    // by these names (shell/src/remotes/route-table.ts), and remote-exposes.test.ts beside it
    // fails when the two lists differ.
    exposes: {
      './statistics-page': './src/statistics-page/statistics-page.tsx',
      './dashboard-stats': './src/dashboard/dashboard-stats.tsx',
      './popular-songs-card': './src/dashboard/popular-songs-card.tsx',
      './category-overview-card': './src/dashboard/category-overview-card.tsx',
    },
  });
