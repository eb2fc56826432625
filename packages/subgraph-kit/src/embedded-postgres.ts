import { mkdir } from 'node:fs/promises';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts one PGlite instance on a loopback port, speaking the PostgreSQL wire protocol, so
 * the same pg driver and migrations run against it as against a server. PGlite is a single
 * backend: clients must use a pool of one connection and schema-qualified SQL.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  host?: string;
}): Promise<EmbeddedPostgres> {
  const host = options.host ?? '127.0.0.1';
  await mkdir(options.dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, port: options.port, host, maxConnections: 100 });
  await server.start();
  return {
    url: `postgres://postgres@${host}:${options.port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
