import { Migration20261123160000_schedules } from './Migration20261123160000_schedules';

/** Every migration, oldest first. Committed classes: nothing is discovered from the disk. */
export const migrations = [
  { name: 'Migration20261123160000_schedules', class: Migration20261123160000_schedules },
];
