import { Migration20251122000000_groups } from './Migration20251122000000_groups';

/** Every migration, oldest first. Committed classes: nothing is discovered from the disk. */
export const migrations = [
  { name: 'Migration20251122000000_groups', class: Migration20251122000000_groups },
];
