import { MikroORM, type EntityManager, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Migration } from '@mikro-orm/migrations';

export type { EntityManager };

export interface DatabaseOptions {
  url: string;
  /** The PostgreSQL schema this service owns; every table lives in it. */
  schema: string;
  entities: NonNullable<Options['entities']>;
  migrations: { name: string; class: new (...args: never[]) => Migration }[];
  poolMax: number;
  debug?: boolean;
}

/** Connects, runs pending migrations, and returns the ORM. */
export async function openDatabase(options: DatabaseOptions): Promise<MikroORM> {
  const orm = await MikroORM.init({
    clientUrl: options.url,
    schema: options.schema,
    entities: options.entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax },
    // Each request forks its own EntityManager; the global one must never hold state.
    allowGlobalContext: false,
    debug: options.debug ?? false,
    migrations: {
      tableName: `${options.schema}.mikro_orm_migrations`,
      migrationsList: options.migrations as never,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'js',
    },
  });
  await orm.getMigrator().up();
  return orm;
}
