import { expect } from 'chai';
import { DomainError, type ErrorCode } from '../../src/domain/shared/domain-error.js';
import type { Decider, DomainEvent } from '../../src/domain/shared/event.js';

/**
 * Given/when/then for any Decider: `spec.given(events).when(command).then(events)`.
 * `given` folds the history with evolve (so every test also replays its history), `when` runs decide.
 */
export interface DeciderSpecification<Command, Event extends DomainEvent, State> {
  given(history?: Event[]): { when(command: Command): Outcome<Event, State> };
  /** The state a history leaves, for evolve tests. */
  stateAfter(history: Event[]): State;
}

export interface ThrowsExpectation {
  /** Each of these paths must appear in details.errors (validationFailed). */
  paths?: string[];
  message?: RegExp;
}

export interface Outcome<Event, State> {
  /** decide returns exactly these events (deep equality, in order). */
  then(expected: Event[]): void;
  /** decide returns no events: the command is a no-op. */
  thenNothing(): void;
  /** decide throws a DomainError with this code; returns it for further checks. */
  thenThrows(code: ErrorCode, expectation?: ThrowsExpectation): DomainError;
  /** The events decide returns, evolved onto the given state. */
  thenState(): State;
}

export function deciderSpec<Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
): DeciderSpecification<Command, Event, State> {
  const stateAfter = (history: Event[]): State => history.reduce(decider.evolve, decider.initialState());
  return {
    stateAfter,
    given: (history = []) => ({
      when: (command) => {
        const state = stateAfter(history);
        const decide = (): Event[] => decider.decide(command, state);
        return {
          then: (expected) => expect(decide()).to.deep.equal(expected),
          thenNothing: () => expect(decide()).to.deep.equal([]),
          thenThrows: (code, expectation = {}) => {
            const error = caught(decide);
            expect(error, `expected DomainError ${code}, got ${String(error)}`).to.be.instanceOf(DomainError);
            const domainError = error as DomainError;
            expect(domainError.code, domainError.message).to.equal(code);
            if (expectation.message) expect(domainError.message).to.match(expectation.message);
            if (expectation.paths) {
              const paths = ((domainError.details.errors ?? []) as { path: string }[]).map((e) => e.path);
              expect(paths).to.include.members(expectation.paths);
            }
            return domainError;
          },
          thenState: () => decide().reduce(decider.evolve, state),
        };
      },
    }),
  };
}

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected decide to throw, but it returned');
}
