/**
 * Lets the event loop run what waits (other requests) before going on: long CPU-bound loops on the
 * API's thread call it every few dozen steps, so that none holds the loop for more than a few ms.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
