import { createSubgraphApp, type Logger } from '@worship/subgraph-kit';
import type { MikroORM } from '@mikro-orm/postgresql';
import { buildGroupsSchema } from './schema';

export interface GroupsAppOptions {
  orm: MikroORM;
  logger: Logger;
  viewerSecret: string;
  publicUrl: string;
  production: boolean;
}

/** The groups subgraph as an Express app (used by main.ts and by the tests). */
export async function createGroupsApp(options: GroupsAppOptions) {
  const schema = await buildGroupsSchema({
    publicUrl: options.publicUrl,
    secret: options.viewerSecret,
  });
  return createSubgraphApp({
    name: 'groups',
    schema,
    orm: options.orm,
    viewerSecret: options.viewerSecret,
    logger: options.logger,
    production: options.production,
  });
}
