// Embedded PostgreSQL (PGlite) for `npm start` and for the tests that check migrations on it
// (@worship/subgraph-kit/testing's startTestPglite). PGlite is a development and all-in-one
// dependency (root devDependencies): no service or production image loads this file.

/**
 * @typedef {object} EmbeddedPostgres
 * @property {string} url  `postgres://` URL of the instance
 * @property {() => Promise<void>} stop
 */

/**
 * Starts one PGlite instance on a loopback port, speaking the PostgreSQL wire protocol, so
 * the same pg driver and migrations run against it as against a server. PGlite is a single
 * backend: clients must use a pool of one connection and schema-qualified SQL.
 * @param {{dataDir: string, port: number, host?: string}} options
 * @returns {Promise<EmbeddedPostgres>}
 */
export async function startEmbeddedPostgres({ dataDir, port, host = '127.0.0.1' }) {
  const { mkdir } = await import('node:fs/promises');
  await mkdir(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, port, host, maxConnections: 100 });
  await server.start();
  return {
    url: `postgres://postgres@${host}:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
