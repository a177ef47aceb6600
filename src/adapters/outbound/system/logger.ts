import { pino } from 'pino';
import type { Logger } from '../../../application/ports/logger.port.js';
import type { LogLevel } from '../../../config/config.js';

/** JSON lines on stdout; secrets in headers never reach the log. */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'itinerary-service' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
  });
}
