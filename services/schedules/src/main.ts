import 'reflect-metadata';
import { runSubgraphService } from '@worship/subgraph-kit';
import { createSchedulesApp } from './app';
import { loadSchedulesConfig } from './config';
import { openSchedulesDatabase } from './database';

runSubgraphService({
  name: 'schedules',
  loadConfig: loadSchedulesConfig,
  openDatabase: openSchedulesDatabase,
  createApp: createSchedulesApp,
});
