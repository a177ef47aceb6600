/**
 * Tuning: the projector thread's young generation. V8 lets a busy isolate's two semi-spaces grow to
 * 16 MB each (32 MB resident), sized for a request-serving heap; the projector's short-lived garbage
 * is one batch at a time. 12 MB (two semi-spaces of 4 MB) buys 17 MB of the process's RSS with 10k
 * itineraries, 6.6 % (238 MB against 255 MB, `npm run bench:process`, 25 November 2026, two runs
 * each), for more, cheap scavenges. The old generation keeps V8's limit: a cap there could end the
 * thread out of memory.
 */
export const projectorThreadLimits = { maxYoungGenerationSizeMb: 12 };
