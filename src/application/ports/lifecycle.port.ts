/**
 * A component with resources to open and close (connections, subscriptions, timers).
 * Started in registration order, stopped in reverse, by the composition root.
 */
export interface Lifecycle {
  readonly name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}
