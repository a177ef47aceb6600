/**
 * Where each process manager (a component that reacts to events by sending commands) resumes after
 * a restart: the position of the last event it handled, by its name.
 */
export interface ProcessCheckpoints {
  /** Undefined when the process has stored none (it starts from the first event). */
  load(name: string): Promise<string | undefined>;
  /** Durable once resolved. */
  save(name: string, position: string): Promise<void>;
}
