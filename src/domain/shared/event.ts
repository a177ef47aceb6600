/** A domain event as the aggregates see it: a type tag and a plain JSON payload. Metadata lives outside. */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  readonly type: Type;
  readonly data: Data;
}

/** The shape every aggregate implements: pure decide and evolve over plain data. */
export interface Decider<Command, Event extends DomainEvent, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}
