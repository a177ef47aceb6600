/**
 * The entry point of link import's worker threads (adapters/outbound/import-pool/worker-pool.ts
 * starts them through piscina): parsing, Readability, extraction and the gazetteer run there, each
 * task under a deadline that starts when the thread takes it up, so that no page can hold up the
 * API's event loop. An extraction thread warms extraction up as it starts (warm-up.ts).
 */
import { workerData } from 'node:worker_threads';
import { runImportTask } from './adapters/outbound/import-pool/import-tasks.js';
import { announcingStart } from './adapters/outbound/import-pool/task-start.js';
import { warmUpExtraction } from './adapters/outbound/import-pool/warm-up.js';
import type { ThreadStart } from './adapters/outbound/import-pool/worker-pool.js';

if ((workerData as ThreadStart | undefined)?.warmUpExtraction) await warmUpExtraction();

export default announcingStart(runImportTask);
