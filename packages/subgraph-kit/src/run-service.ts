import type { MikroORM } from '@mikro-orm/postgresql';
import { createLogger, type Logger } from './logger';
import { serve, type SubgraphApp } from './subgraph-server';

/** What every service's configuration holds: serviceConfigShape + PORT, through loadConfig. */
export interface ServiceConfig {
  LOG_LEVEL: string;
  HOST: string;
  PORT: number;
  DATABASE_URL: string;
  DB_POOL_MAX: number;
  VIEWER_SIGNING_SECRET: string;
  /** Derived by loadConfig from NODE_ENV. */
  production: boolean;
}

/**
 * What a service's app factory (`createIdentityApp`, `createGroupsApp`, …) takes: the same shape
 * for every service, so main.ts passes the factory to runSubgraphService as it is and the tests
 * call it with a test configuration.
 */
export interface SubgraphAppDeps<C> {
  config: C;
  orm: MikroORM;
  logger: Logger;
}

export interface SubgraphServiceOptions<C extends ServiceConfig> {
  /** The logger's name, e.g. 'identity'. */
  name: string;
  loadConfig: () => C;
  /** Connects and runs pending migrations. */
  openDatabase: (options: { url: string; poolMax: number }) => Promise<MikroORM>;
  createApp: (deps: SubgraphAppDeps<C>) => Promise<SubgraphApp>;
}

/** Prints a start-up failure and exits 1. */
export function exitOnStartupError(error: unknown): never {
  // A configuration error is a message for the operator; anything else gets its stack.
  const configError = error instanceof Error && error.message.startsWith('Invalid configuration');
  console.error(configError ? error.message : error);
  process.exit(1);
}

/**
 * A subgraph service's main: loads the configuration, opens the database, builds the app and
 * serves it until SIGTERM/SIGINT (then stops the app and closes the pool). A start-up failure
 * is printed and the process exits 1.
 */
export function runSubgraphService<C extends ServiceConfig>(
  options: SubgraphServiceOptions<C>,
): void {
  const start = async () => {
    const config = options.loadConfig();
    const logger = createLogger(options.name, config.LOG_LEVEL);
    const orm = await options.openDatabase({
      url: config.DATABASE_URL,
      poolMax: config.DB_POOL_MAX,
    });
    const { app, stop } = await options.createApp({ config, orm, logger });
    await serve(app, {
      host: config.HOST,
      port: config.PORT,
      logger,
      onClose: async () => {
        await stop();
        await orm.close();
      },
    });
  };
  start().catch(exitOnStartupError);
}
