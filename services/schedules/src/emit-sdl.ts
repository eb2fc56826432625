import 'reflect-metadata';
import { noCalls, runEmitSdl, SDL_ONLY_SECRET } from '@worship/subgraph-kit';
import { buildSchedulesSchema } from './schema';

runEmitSdl(__dirname, () =>
  buildSchedulesSchema({
    memberships: { groupIdsOf: noCalls },
    songs: { visibleIds: noCalls },
    secret: SDL_ONLY_SECRET,
  }),
);
