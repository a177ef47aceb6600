import { createLogger } from './adapters/outbound/system/logger.js';
import { ConfigError, loadConfig, type Config } from './config/config.js';
import { limitHeapGrowth } from './tuning/heap-growth.js';

export interface Running {
  /** Graceful: finishes in-flight work, then releases every resource. */
  close(): Promise<void>;
}

/**
 * The life of a service process (`main.ts`, `projector-main.ts`): read the configuration (exit 2 with
 * every problem listed when it is invalid), start, then set how far the heap grows between collections
 * (src/tuning/heap-growth.ts), and on SIGTERM/SIGINT close gracefully and exit 0 (1 when closing fails).
 */
export function runProcess(start: (config: Config) => Promise<Running>, overrides: Partial<Config> = {}): void {
  let config: Config;
  try {
    config = { ...loadConfig(), ...overrides };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  start(config).then(
    (running) => {
      limitHeapGrowth(config.heapGrowthPercent);
      // JSON lines like every other log line, so that a log pipeline reading stdout and stderr together parses them all.
      const logger = createLogger(config.logLevel);
      const shutdown = (signal: string) => {
        logger.info({ signal }, 'signal received: finishing in-flight work');
        running.close().then(
          () => process.exit(0),
          (err: unknown) => {
            logger.error({ err }, 'shutdown failed');
            process.exit(1);
          },
        );
      };
      process.once('SIGTERM', () => shutdown('SIGTERM'));
      process.once('SIGINT', () => shutdown('SIGINT'));
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
