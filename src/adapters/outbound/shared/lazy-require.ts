import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS library loaded on first use rather than when the process starts. Every library a
 * process imports is read, parsed and run before it serves its first request, so those that only
 * one profile needs (the MongoDB and EventStoreDB clients) or only a rare route does (sharp, linkedom,
 * Readability) are loaded through this instead; types still come from `import type`.
 */
export function lazyRequire<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
