import { Migration20250601000000_initial } from './Migration20250601000000_initial';
import { Migration20260601000000_auth_attempts } from './Migration20260601000000_auth_attempts';
import { Migration20261201000000_account } from './Migration20261201000000_account';

/** Every migration, in order. Append new ones; never edit one that has shipped. */
export const identityMigrations = [
  { name: 'Migration20250601000000_initial', class: Migration20250601000000_initial },
  {
    name: 'Migration20260601000000_auth_attempts',
    class: Migration20260601000000_auth_attempts,
  },
  { name: 'Migration20261201000000_account', class: Migration20261201000000_account },
];
