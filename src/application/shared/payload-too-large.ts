import { DomainError } from '../../domain/shared/domain-error.js';

/** A body over its limit (a blob put, an image upload); rendered as 413 payloadTooLarge. */
export class PayloadTooLargeError extends DomainError {
  constructor(readonly maxBytes: number) {
    super('payloadTooLarge', `The body is larger than the limit of ${maxBytes} bytes.`, { maxBytes });
    this.name = 'PayloadTooLargeError';
  }
}
