export * from './config';
export * from './context';
export * from './database';
// PGlite itself lives in scripts/lib (a development dependency); only its handle's type is here.
export * from './errors';
export * from './events';
export * from './group-reference';
export * from './loaders';
export * from './logger';
export * from './membership-client';
export * from './run-service';
export * from './secret-token';
export * from './signed-token';
export * from './subgraph-server';
export * from './validation';
export * from './viewer-token';
