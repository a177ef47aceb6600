import type { LogLevel } from '../../../config/config.js';

/** What the projector thread starts from (its workerData). */
export interface ProjectorThreadData {
  dataDir: string;
  logLevel: LogLevel;
  /** The projector's minBatchIntervalMs. */
  liveBatchIntervalMs: number;
}

/** From the API's event loop to the projector thread. */
export type ToProjectorThread =
  /** Events were committed on the API's connection: read them now rather than at the next poll. */
  | { type: 'appended' }
  /** Someone in the API waits for the checkpoint (a list, a search), or nobody does any more: batches go at once while anyone waits. */
  | { type: 'readersWaiting'; waiting: boolean }
  /** Store what was delivered with its checkpoint, close the database and end the thread (its exit says it is done). */
  | { type: 'stop' };

/** From the projector thread to the API's event loop. */
export type FromProjectorThread =
  | { type: 'started' }
  | { type: 'checkpoint'; position: string }
  /** Sent every second: what readiness reports. */
  | { type: 'status'; running: boolean };
