export * from './contract';
export * from './groups.routes-contract';
export * from './identity.routes-contract';
export * from './songs.routes-contract';
export * from './schedules.routes-contract';
