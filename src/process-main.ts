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
      const shutdown = (signal: string) => {
        console.error(`${signal} received: finishing in-flight work`);
        running.close().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error);
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
