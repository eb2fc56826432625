import 'reflect-metadata';
import { runSubgraphService } from '@worship/subgraph-kit';
import { createGroupsApp } from './app';
import { loadGroupsConfig } from './config';
import { openGroupsDatabase } from './database';

runSubgraphService({
  name: 'groups',
  loadConfig: loadGroupsConfig,
  openDatabase: openGroupsDatabase,
  createApp: createGroupsApp,
});
