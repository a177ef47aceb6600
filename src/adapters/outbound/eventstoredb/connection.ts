import type { EventStoreDBClient } from '@eventstore/db-client';
import { esdb } from './client-library.js';

/** Keep-alive pings find a dead connection (and so a dropped subscription) within ~20 s. */
const KEEP_ALIVE = { keepAliveInterval: 10_000, keepAliveTimeout: 10_000 };

/**
 * A client for EVENTSTORE_URL. KurrentDB spellings (kurrentdb://, kdb://) are accepted as the esdb
 * scheme this client parses; keep-alive settings are added unless the URL sets them itself.
 */
export const connectEventStoreDb = (url: string): EventStoreDBClient =>
  esdb().EventStoreDBClient.connectionString(withKeepAlive(url.replace(/^(?:kurrentdb|kdb)(\+discover)?:/i, 'esdb$1:')));

const withKeepAlive = (url: string): string => {
  const missing = Object.entries(KEEP_ALIVE).filter(([key]) => !new RegExp(`[?&]${key}=`, 'i').test(url));
  if (missing.length === 0) return url;
  const query = missing.map(([key, value]) => `${key}=${value}`).join('&');
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
};
