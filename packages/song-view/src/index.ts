// The song as people read and sing from it, shared by mf-songs (library, public page) and
// mf-schedules (schedule detail, shared schedule page): microfrontends never import each other.
export * from './song-full-screen-view';
export * from './song-meta';
export * from './song-view-body';
export type * from './song-view-song';
export * from './stanza-order';
