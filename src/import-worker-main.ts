/**
 * The entry point of link import's worker threads (adapters/outbound/import-pool/worker-pool.ts
 * starts them through piscina): parsing, Readability, extraction and the gazetteer run there, each
 * task under a deadline, so that no page can hold up the API's event loop.
 */
export { runImportTask as default } from './adapters/outbound/import-pool/import-tasks.js';
