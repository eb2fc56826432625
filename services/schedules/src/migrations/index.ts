import { Migration20261123160000_schedules } from './Migration20261123160000_schedules';
import { Migration20261124170000_entry_key } from './Migration20261124170000_entry_key';
import { Migration20261128170000_entry_section_order } from './Migration20261128170000_entry_section_order';
import { Migration20261128180000_live_sessions } from './Migration20261128180000_live_sessions';
import { Migration20261129100000_service_dates } from './Migration20261129100000_service_dates';
import { Migration20261129120000_calendar_feeds } from './Migration20261129120000_calendar_feeds';
import { Migration20261129130000_song_uses_backfill } from './Migration20261129130000_song_uses_backfill';

/** Every migration, oldest first. Committed classes: nothing is discovered from the disk. */
export const migrations = [
  { name: 'Migration20261123160000_schedules', class: Migration20261123160000_schedules },
  { name: 'Migration20261124170000_entry_key', class: Migration20261124170000_entry_key },
  {
    name: 'Migration20261128170000_entry_section_order',
    class: Migration20261128170000_entry_section_order,
  },
  { name: 'Migration20261128180000_live_sessions', class: Migration20261128180000_live_sessions },
  { name: 'Migration20261129100000_service_dates', class: Migration20261129100000_service_dates },
  { name: 'Migration20261129120000_calendar_feeds', class: Migration20261129120000_calendar_feeds },
  {
    name: 'Migration20261129130000_song_uses_backfill',
    class: Migration20261129130000_song_uses_backfill,
  },
];
