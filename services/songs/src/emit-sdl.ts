import 'reflect-metadata';
import { noCalls, runEmitSdl, SDL_ONLY_SECRET } from '@worship/subgraph-kit';
import { buildSongsSchema } from './schema';

runEmitSdl(__dirname, () =>
  buildSongsSchema({ memberships: { groupIdsOf: noCalls }, secret: SDL_ONLY_SECRET }),
);
