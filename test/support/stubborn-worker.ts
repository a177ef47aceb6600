import { announcingStart } from '../../src/adapters/outbound/import-pool/task-start.js';

/**
 * A worker entry for the worker pool's own tests: `spin` never ends, `hoard` allocates until the
 * thread runs out of memory, `echo` answers at once. It announces each task's start, as the
 * service's entry does.
 */
function stubbornTask(task: { type: 'spin' | 'hoard' | 'echo'; value?: unknown }): unknown {
  if (task.type === 'spin') for (;;);
  if (task.type === 'hoard') {
    const hoard: number[][] = [];
    for (;;) hoard.push(new Array(1_000_000).fill(hoard.length));
  }
  return task.value;
}

export default announcingStart(stubbornTask);
