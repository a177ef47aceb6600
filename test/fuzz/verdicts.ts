import { statusOf } from '../../src/adapters/inbound/http/kit/problem.js';
import { rpcMessagesOf } from '../support/mcp-wire.js';
import type { WireResponse } from './wire.js';

/**
 * What a malformed request must get back, one function per surface. Each returns why a response is
 * wrong, or undefined when it is a proper refusal.
 */
export type Verdict = (response: WireResponse) => string | undefined;

const parse = (response: WireResponse): unknown => {
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    return undefined;
  }
};

const isClientError = (status: number) => status >= 400 && status < 500;

/** REST: a 4xx with an RFC 9457 problem (type BASE_URL/problems/<code>, title, status, code, detail). */
export const problemVerdict: Verdict = (response) => {
  if (!isClientError(response.status)) return `status ${response.status}, not a 4xx`;
  if (!/^application\/problem\+json(;|$)/.test(response.headers['content-type'] ?? '')) return 'not application/problem+json';
  const body = parse(response) as Record<string, unknown> | undefined;
  if (typeof body !== 'object' || body === null) return 'the body is not a JSON object';
  const missing = ['type', 'title', 'code', 'detail'].filter((field) => typeof body[field] !== 'string');
  if (missing.length > 0) return `the problem lacks ${missing.join(', ')}`;
  if (body.status !== response.status) return `the problem says status ${String(body.status)}`;
  if (statusOf(body.code as string) !== response.status) return `code ${String(body.code)} does not go with ${response.status}`;
  if (!/^https?:\/\/[^/]+\/problems\/[A-Za-z]+$/.test(body.type as string) || !(body.type as string).endsWith(`/${String(body.code)}`)) {
    return `type ${String(body.type)} is not BASE_URL/problems/<code>`;
  }
  return undefined;
};

/** JSON-RPC error codes that blame the request (-32700 parse, -32600 request, -32601 method, -32602 params). */
const CLIENT_RPC_CODES = [-32700, -32600, -32601, -32602];

/**
 * /mcp: never a 5xx nor an accepted (202) message. A 4xx carries a JSON-RPC error or, from the bearer
 * check, a problem. A 200 carries, for each message, a JSON-RPC error that blames the request, or a
 * tool error: with our code (structuredContent.error.code, a 4xx one), or the SDK's invalid-params text.
 * Either as one JSON body or, for 2025-era requests, as an event stream.
 */
export const mcpVerdict: Verdict = (response) => {
  if (response.status >= 500) return `status ${response.status}`;
  if (isClientError(response.status)) {
    if (/^application\/problem\+json/.test(response.headers['content-type'] ?? '')) return problemVerdict(response);
    const body = parse(response) as { error?: { code?: unknown } } | undefined;
    return Number.isInteger(body?.error?.code) ? undefined : 'a 4xx without a JSON-RPC error';
  }
  if (response.status !== 200) return `status ${response.status}, neither 200 nor a 4xx`;
  let messages: Array<Record<string, any>>;
  try {
    messages = rpcMessagesOf(response.body.toString('utf8'), response.headers['content-type'] ?? '');
  } catch {
    return 'the body is neither JSON nor an event stream of JSON';
  }
  if (messages.length === 0) return 'an empty answer';
  for (const message of messages) {
    const wrong = rpcMessageVerdict(message);
    if (wrong) return wrong;
  }
  return undefined;
};

function rpcMessageVerdict(message: Record<string, any>): string | undefined {
  if (message?.error) {
    return CLIENT_RPC_CODES.includes(message.error.code) ? undefined : `JSON-RPC error ${String(message.error.code)} does not blame the request`;
  }
  const result = message?.result;
  if (result?.isError !== true) return 'a result that is not an error';
  const code = result.structuredContent?.error?.code;
  if (typeof code === 'string') return isClientError(statusOf(code)) ? undefined : `tool error ${code}`;
  const text = String(result.content?.[0]?.text ?? '');
  // The SDK's own refusal of arguments its input schema rejects (1.x prefixed it with the JSON-RPC code).
  return /^(MCP error -3260[0-2]:|Input validation error:)/.test(text) ? undefined : `a tool error that does not blame the request: ${text.slice(0, 200)}`;
}

/** RFC 6749 §5.2 error codes (and RFC 8707's invalid_target); server_error and the like are not refusals. */
const OAUTH_ERRORS = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'invalid_target',
];

/** /oauth/token: a 4xx with a JSON body whose `error` is one of RFC 6749's. */
export const oauthVerdict: Verdict = (response) => {
  if (!isClientError(response.status)) return `status ${response.status}, not a 4xx`;
  if (!/^application\/json/.test(response.headers['content-type'] ?? '')) return 'not application/json';
  const body = parse(response) as { error?: unknown; error_description?: unknown } | undefined;
  if (typeof body?.error !== 'string' || !OAUTH_ERRORS.includes(body.error)) return `error ${String(body?.error)}`;
  if (body.error_description !== undefined && typeof body.error_description !== 'string') return 'error_description is not a string';
  return undefined;
};
