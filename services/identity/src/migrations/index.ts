import { Migration20250601000000_initial } from './Migration20250601000000_initial';

/** Every migration, in order. Append new ones; never edit one that has shipped. */
export const identityMigrations = [
  { name: 'Migration20250601000000_initial', class: Migration20250601000000_initial },
];
