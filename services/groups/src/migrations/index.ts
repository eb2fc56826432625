import { Migration20251122000000_groups } from './Migration20251122000000_groups';
import { Migration20261123100000_event_deliveries } from './Migration20261123100000_event_deliveries';
import { Migration20261201000000_inbox } from './Migration20261201000000_inbox';
import { Migration20261129110000_group_time_zone } from './Migration20261129110000_group_time_zone';

/** Every migration, oldest first. Committed classes: nothing is discovered from the disk. */
export const migrations = [
  { name: 'Migration20251122000000_groups', class: Migration20251122000000_groups },
  {
    name: 'Migration20261123100000_event_deliveries',
    class: Migration20261123100000_event_deliveries,
  },
  { name: 'Migration20261201000000_inbox', class: Migration20261201000000_inbox },
  // Listed last: added after the inbox (its timestamp is from the range issue 21 was given).
  {
    name: 'Migration20261129110000_group_time_zone',
    class: Migration20261129110000_group_time_zone,
  },
];
