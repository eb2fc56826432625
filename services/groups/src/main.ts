import 'reflect-metadata';
import { runSubgraphService } from '@worship/subgraph-kit';
import { createGroupsApp } from './app';
import { loadGroupsConfig } from './config';
import { openGroupsDatabase } from './database';

runSubgraphService({
  name: 'groups',
  loadConfig: loadGroupsConfig,
  openDatabase: openGroupsDatabase,
  createApp: ({ config, orm, logger }) =>
    createGroupsApp({
      orm,
      logger,
      viewerSecret: config.VIEWER_SIGNING_SECRET,
      publicUrl: config.PUBLIC_URL,
      production: config.production,
    }),
});
