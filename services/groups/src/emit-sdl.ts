import 'reflect-metadata';
import { runEmitSdl, SDL_ONLY_SECRET } from '@worship/subgraph-kit';
import { buildGroupsSchema } from './schema';

runEmitSdl(__dirname, () =>
  buildGroupsSchema({ publicUrl: 'http://localhost:3000', secret: SDL_ONLY_SECRET }),
);
