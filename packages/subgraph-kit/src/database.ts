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

/**
 * Connects, runs pending migrations, and returns the ORM. Replicas of a service that start
 * together (docs/deployment.md) would each try the same migration, and all but one would fail
 * on the tables the first one created: the migrations run inside a transaction that first takes
 * an advisory lock named after the schema, so the others wait and then find nothing pending.
 * A pool of one connection (DB_POOL_MAX=1: one replica, and the lock's transaction would starve
 * the migrator of its only connection) runs them as is.
 */
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
  if (options.poolMax < 2) {
    await orm.getMigrator().up();
    return orm;
  }
  await orm.em.fork().transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`migrate ${options.schema}`]);
    await orm.getMigrator().up({ transaction: em.getTransactionContext() });
  });
  return orm;
}
