/**
 * A component with resources to open and close (connections, subscriptions, timers).
 * Started in registration order, stopped in reverse, by the composition root.
 */
export interface Lifecycle {
  readonly name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * The server stopped taking requests and waits for those in flight: end the responses that would
   * never finish by themselves (live feeds), so the wait is short.
   */
  drain?(): void;
}
