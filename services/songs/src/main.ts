import 'reflect-metadata';
import { runSubgraphService } from '@worship/subgraph-kit';
import { createSongsApp } from './app';
import { loadSongsConfig } from './config';
import { openSongsDatabase } from './database';

runSubgraphService({
  name: 'songs',
  loadConfig: loadSongsConfig,
  openDatabase: openSongsDatabase,
  createApp: createSongsApp,
});
