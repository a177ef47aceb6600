import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';

export interface DecodedHeic {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, with the container's rotation and mirroring applied. */
  data: Uint8ClampedArray;
}

const HEIC_DECODE = createRequire(import.meta.url).resolve('heic-decode');

// Plain CommonJS, so the worker needs no TypeScript loader; heic-decode is CommonJS too.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
require(workerData.module)({ buffer: workerData.bytes }).then(({ width, height, data }) =>
  parentPort.postMessage({ width, height, data }, [data.buffer]));
`;

/** One decode at a time: each holds the whole bitmap plus libheif's heap (about 150 MB for 12 MP). */
const oneAtATime = pLimit(1);

/**
 * Decodes a HEVC-coded HEIC with libheif compiled to WebAssembly (heic-decode), in a worker thread
 * of its own: the decode is synchronous and takes seconds for a 12 MP photo, which would stall every
 * other request on the event loop, and WebAssembly memory never shrinks, so it goes with the worker.
 */
export function decodeHeic(bytes: Buffer): Promise<DecodedHeic> {
  return oneAtATime(() => decodeInWorker(bytes));
}

function decodeInWorker(bytes: Buffer): Promise<DecodedHeic> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { module: HEIC_DECODE, bytes } });
    worker.once('message', (decoded: DecodedHeic) => {
      resolve(decoded);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the HEIC decoder stopped (exit code ${code})`)));
  });
}
