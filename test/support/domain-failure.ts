import { expect } from 'chai';
import { DomainError } from '../../src/domain/shared/domain-error.js';

/** The DomainError a promise rejects with; the test fails when it resolves or rejects with anything else. */
export async function domainFailure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => expect.fail('expected a DomainError, the promise resolved'),
    (caught: unknown) => caught,
  );
  expect(error).to.be.instanceOf(DomainError);
  return error as DomainError;
}
