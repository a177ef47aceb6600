/** Time and identity come from ports so use cases and tests stay deterministic. */
export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  /** A new random UUID (v4). */
  uuid(): string;
}
