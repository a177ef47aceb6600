import { ConfigError, loadConfig } from './config/config.js';
import { startServer } from './server.js';

/** `npm start`: the service on the embedded profile unless EVENTSTORE_URL / MONGODB_URL say otherwise. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const server = await startServer(config);
  const shutdown = (signal: string) => {
    console.error(`${signal} received: finishing in-flight requests`);
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
