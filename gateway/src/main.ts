import { createLogger, exitOnStartupError, serve } from '@worship/subgraph-kit';
import { createGatewayApp } from './app';
import { loadGatewayConfig } from './config';

async function main() {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const { app, stop } = await createGatewayApp(config, logger);
  await serve(app, {
    host: config.HOST,
    port: config.PORT,
    logger,
    onClose: stop,
    logFields: { url: config.PUBLIC_URL },
  });
}

main().catch(exitOnStartupError);
