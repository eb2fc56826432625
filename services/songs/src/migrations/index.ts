import { Migration20261123000000_songs } from './Migration20261123000000_songs';
import { Migration20261123120000_inbox } from './Migration20261123120000_inbox';

/** Every migration, oldest first. Committed classes: nothing is discovered from the disk. */
export const migrations = [
  { name: 'Migration20261123000000_songs', class: Migration20261123000000_songs },
  { name: 'Migration20261123120000_inbox', class: Migration20261123120000_inbox },
];
