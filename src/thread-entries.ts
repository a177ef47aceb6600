/**
 * The entry points of the service's worker threads, found next to this file: in src/ when tsx runs
 * the sources, in dist/ when the build bundled them (this file is then inlined into dist/main.js,
 * beside the bundled thread entries), so one relative URL serves both.
 */
export const PROJECTOR_THREAD_ENTRY = new URL(import.meta.url.endsWith('.ts') ? './projector-thread-main.ts' : './projector-thread-main.js', import.meta.url);
export const IMPORT_WORKER_ENTRY = new URL(import.meta.url.endsWith('.ts') ? './import-worker-main.ts' : './import-worker-main.js', import.meta.url);
