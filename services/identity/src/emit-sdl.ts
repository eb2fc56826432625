import 'reflect-metadata';
import { noCalls, runEmitSdl } from '@worship/subgraph-kit';
import { buildIdentitySchema } from './schema';

runEmitSdl(__dirname, () => buildIdentitySchema({ coMembers: { coMembersOf: noCalls } }));
