/** Time comes from a port so use cases and tests stay deterministic. */
export interface Clock {
  now(): Date;
}
