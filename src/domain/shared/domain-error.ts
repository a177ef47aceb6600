/**
 * Machine-readable error codes shared by every layer (docs/design.md §2). The domain raises them;
 * inbound adapters map each to its HTTP status or MCP tool error without knowing the rule behind it.
 */
export type ErrorCode =
  | 'validationFailed'
  | 'notFound'
  | 'forbidden'
  | 'itineraryModified'
  | 'duplicateItinerary'
  | 'subscriptionRequired'
  | 'aiConsentRequired'
  | 'importAllowanceExceeded'
  | 'importRateLimited'
  | 'importBusy'
  | 'linkNotAllowed'
  | 'linkUnreadable'
  | 'emailTaken'
  | 'invitationsLimited'
  | 'conflict';

export interface FieldError {
  path: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationFailed = (errors: FieldError[]): DomainError =>
  new DomainError('validationFailed', errors.map((e) => `${e.path}: ${e.message}`).join('; '), { errors });
