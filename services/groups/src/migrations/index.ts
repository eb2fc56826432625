import { Migration20251122000000_groups } from './Migration20251122000000_groups';
import { Migration20261123100000_event_deliveries } from './Migration20261123100000_event_deliveries';
import { Migration20261201000000_inbox } from './Migration20261201000000_inbox';

/** Every migration, oldest first. Committed classes: nothing is discovered from the disk. */
export const migrations = [
  { name: 'Migration20251122000000_groups', class: Migration20251122000000_groups },
  {
    name: 'Migration20261123100000_event_deliveries',
    class: Migration20261123100000_event_deliveries,
  },
  { name: 'Migration20261201000000_inbox', class: Migration20261201000000_inbox },
];
