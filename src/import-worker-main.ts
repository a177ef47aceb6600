/**
 * The entry point of link import's worker threads (adapters/outbound/import-pool/worker-pool.ts
 * starts them through piscina): parsing, Readability, extraction and the gazetteer run there, each
 * task under a deadline that starts when the thread takes it up, so that no page can hold up the
 * API's event loop.
 */
import { runImportTask } from './adapters/outbound/import-pool/import-tasks.js';
import { announcingStart } from './adapters/outbound/import-pool/task-start.js';
import { yieldCoresToTheApi } from './adapters/outbound/import-pool/thread-priority.js';

yieldCoresToTheApi();

export default announcingStart(runImportTask);
