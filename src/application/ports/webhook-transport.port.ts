/**
 * Sends webhook deliveries over HTTP under the link reader's network rules (no private addresses, the
 * connection pinned to the address checked, https only outside the test allow-list), signed by the
 * Standard Webhooks scheme. The secrets and signatures are the adapter's business.
 */

export interface WebhookRequest {
  url: string;
  /** The `webhook-id`: the same on every attempt. */
  id: string;
  /** The JSON body, signed as it is. */
  payload: string;
  /** Every secret that signs (during a rotation, the old one beside the new). */
  secrets: string[];
}

/** The receiver's answer, or why there was none. */
export type WebhookResponse = { status: number } | { error: string };

export interface WebhookTransport {
  /** Throws DomainError validationFailed (path `url`) when the URL may not receive webhooks. */
  checkUrl(url: string): Promise<void>;
  /** A new signing secret: `whsec_` and the base64 of 24 random bytes. */
  newSecret(): string;
  /** Never throws: a refusal, a timeout or a network failure is an error response. */
  send(request: WebhookRequest): Promise<WebhookResponse>;
}
