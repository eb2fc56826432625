import 'reflect-metadata';
import { runSubgraphService } from '@worship/subgraph-kit';
import { createIdentityApp } from './app';
import { loadIdentityConfig } from './config';
import { openIdentityDatabase } from './database';

runSubgraphService({
  name: 'identity',
  loadConfig: loadIdentityConfig,
  openDatabase: openIdentityDatabase,
  createApp: createIdentityApp,
});
