/** Dependency-injection tokens, one per port or shared service. Bound in the composition root. */
export const TOKENS = {
  Config: Symbol.for('Config'),
  Logger: Symbol.for('Logger'),
  Clock: Symbol.for('Clock'),
  IdGenerator: Symbol.for('IdGenerator'),
  EventStore: Symbol.for('EventStore'),
  /** Express route modules; each adds its routes to the app (multi-injection). */
  HttpRoutes: Symbol.for('HttpRoutes'),
} as const;
