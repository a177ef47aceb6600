import { parentPort } from 'node:worker_threads';

/** What a pool's thread posts when it takes a task up: the task's deadline runs from then. */
export interface TaskStarted {
  taskStarted: number;
}

export const isTaskStarted = (message: unknown): message is TaskStarted =>
  typeof (message as TaskStarted | undefined)?.taskStarted === 'number';

/**
 * A worker entry's task function, made to tell the pool the moment it starts a task (the pool numbers
 * each task's `ticket`), so that neither the wait for a thread nor a new thread's start-up counts
 * against the task's deadline.
 */
export function announcingStart<Task extends object, Result>(run: (task: Task) => Result): (task: Task & { ticket?: number }) => Result {
  return (task) => {
    if (task.ticket !== undefined) parentPort?.postMessage({ taskStarted: task.ticket } satisfies TaskStarted);
    return run(task);
  };
}
