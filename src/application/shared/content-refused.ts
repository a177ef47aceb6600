/**
 * Codes for a body the application will not take in because of its bytes (its size, its format),
 * not because of a business rule: they describe content at the edge, so they stay out of the
 * domain's ErrorCode. The HTTP adapter renders them as 413 and 415.
 */
export type ContentRefusedCode = 'payloadTooLarge' | 'unsupportedMediaType';

export class ContentRefusedError extends Error {
  constructor(
    readonly code: ContentRefusedCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ContentRefusedError';
  }
}

/** A body over its limit (a blob put, an image upload). */
export class PayloadTooLargeError extends ContentRefusedError {
  constructor(readonly maxBytes: number) {
    super('payloadTooLarge', `The body is larger than the limit of ${maxBytes} bytes.`, { maxBytes });
    this.name = 'PayloadTooLargeError';
  }
}
