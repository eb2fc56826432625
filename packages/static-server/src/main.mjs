#!/usr/bin/env node
// `node packages/static-server/src/main.mjs`: serves STATIC_DIR on HOST:PORT (see config.mjs
// and .env.example) until SIGTERM/SIGINT.
import { loadStaticConfig } from './config.mjs';
import { createStaticServer } from './server.mjs';

let config;
try {
  config = loadStaticConfig();
} catch (error) {
  console.error(`static-server: ${error.message}`);
  process.exit(1);
}
const server = createStaticServer(config);
server.listen(config.PORT, config.HOST, () => {
  const proxy = config.GATEWAY_URL
    ? ` (forwarding /api, /graphql, /remotes.json to ${config.GATEWAY_URL})`
    : '';
  console.log(
    `static-server: ${config.STATIC_DIR} on http://${config.HOST}:${config.PORT}${proxy}`,
  );
});
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
