// Module Federation remote `mf_schedules`: the Schedules page, the schedule detail, print and
// shared schedule pages, the live views (presenter, stage, the congregation's follow page), and two sections the shell places elsewhere (the "Add to Schedule" picker of
// mf-songs' song view dialog and the dashboard's Recent Schedules card).
const path = require('node:path');
const { createConfig } = require('@worship/webpack-config');

module.exports = (_env, argv = {}) =>
  createConfig({
    name: 'mf_schedules',
    dir: path.resolve(__dirname),
    mode: argv.mode === 'development' ? 'development' : 'production',
    // Exposed module names are kebab-case like the files behind them; the shell asks for them
    // by these names (shell/src/remotes/remote-registry.ts, REMOTE_PAGES and REMOTE_SECTIONS).
    exposes: {
      './schedules-page': './src/schedules-page/schedules-page.tsx',
      './schedule-detail-page': './src/schedule-detail/schedule-detail-page.tsx',
      './schedule-print-page': './src/schedule-print/schedule-print-page.tsx',
      './shared-schedule-page': './src/shared-schedule/shared-schedule-page.tsx',
      './presenter-page': './src/presenter/presenter-page.tsx',
      './stage-page': './src/stage/stage-page.tsx',
      './follow-page': './src/follow/follow-page.tsx',
      './add-to-schedule': './src/add-to-schedule/add-to-schedule-picker.tsx',
      './recent-schedules-card': './src/recent-schedules/recent-schedules-card.tsx',
    },
  });
