import { getPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { yieldCoresToTheApi } from '../../src/adapters/outbound/import-pool/thread-priority.js';

/** A thread that lowers its own priority as link import's threads do, then tells what it became. */
yieldCoresToTheApi();
parentPort?.postMessage(getPriority());
