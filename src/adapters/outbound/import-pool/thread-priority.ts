import { platform, setPriority } from 'node:os';

/**
 * A nice value of 10 (of 19) for the calling thread. On Linux a nice value belongs to a thread, not to
 * the process, so a pool thread that reads a page yields the cores to the API's event loop whenever
 * both want one: on two cores, the GETs served during a hostile import went up by about a third and
 * their p99 down by a quarter (docs/import.md, "Isolation and limits"). Elsewhere the call would lower
 * the whole process, so it is left out.
 */
export function yieldCoresToTheApi(): void {
  if (platform() !== 'linux') return;
  try {
    setPriority(10);
  } catch {
    // A sandbox may refuse the call; the thread then runs at the process's priority, as before.
  }
}
