import v8 from 'node:v8';

/**
 * Tuning: how far the heap of every isolate in this process (the projector thread's too) may grow
 * past what the last full garbage collection kept alive before the next one starts. Left to itself V8 lets it
 * grow up to fourfold when collecting is fast next to allocating, as it is here; and requests leave
 * much of their garbage in the old generation (it outlives a scavenge or two), so with 10k
 * itineraries about 35 MB alive grew to 175 MB between two collections. At 100% (Go's GOGC default)
 * full collections, mostly concurrent marking, run about twice as often: about 0.1 s more of them over
 * 10k creates and 10k reads, for some 60 MB less resident (`npm run bench:process`, 25 November
 * 2026, with it and with 0: RSS with 10k itineraries 240 MB against 321 MB). Only when to collect
 * changes, not how large the heap may get, so no load that fits now runs out of memory. 0 leaves
 * V8's own choice.
 * V8 reads the flag at every collection, so setting it while the process runs takes effect; call this
 * once the process has started, though: with a flag changed, V8 refuses the compiled code Node ships
 * for its own modules, and a thread started afterwards compiles them again (about 50 ms).
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
