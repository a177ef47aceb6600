import { JSONRPCMessageSchema } from '@modelcontextprotocol/core';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/server';
import type { Response } from 'express';
import { unsafeKeyProblems, utf8Text } from '../http/kit/json-body.js';

/** JSON-RPC 2.0 error codes (https://www.jsonrpc.org/specification#error_object); -32000 is server-defined. */
export const JSON_RPC = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  serverError: -32000,
} as const;

export type JsonRpcBody =
  | { ok: true; messages: JSONRPCMessage[]; batch: boolean }
  | { ok: false; error: JsonRpcFailure };

export interface JsonRpcFailure {
  code: number;
  message: string;
  id: RequestId | null;
}

/**
 * Parses a POST /mcp body. Not JSON (bytes that are not UTF-8 included): -32700 parse error. JSON
 * that is not a JSON-RPC 2.0 message (or a non-empty batch of them), or that nests deeper than REST
 * bodies may or holds a key `__proto__`, `constructor` or `prototype` (the SDK copies params into new
 * objects, where `__proto__` would set their prototype and slip past strict schemas): -32600 invalid
 * request, with the message's id when it has a usable one. The SDK transport would call both -32700;
 * JSON-RPC tells them apart. Params are the SDK's to check, per protocol revision.
 */
export function parseJsonRpcBody(body: Buffer): JsonRpcBody {
  let value: unknown;
  try {
    value = JSON.parse(utf8Text(body));
  } catch {
    return failure(JSON_RPC.parseError, 'Parse error: the body is not valid JSON.');
  }
  const [unsafe] = unsafeKeyProblems(value);
  if (unsafe) return failure(JSON_RPC.invalidRequest, `Invalid Request: ${unsafe.path || 'the message'} ${unsafe.message}.`, idOf(value));
  const batch = Array.isArray(value);
  const items: unknown[] = batch ? (value as unknown[]) : [value];
  if (items.length === 0) return failure(JSON_RPC.invalidRequest, 'Invalid Request: an empty batch.');
  const messages: JSONRPCMessage[] = [];
  for (const item of items) {
    const parsed = JSONRPCMessageSchema.safeParse(item);
    if (!parsed.success) {
      return failure(
        JSON_RPC.invalidRequest,
        'Invalid Request: expected a JSON-RPC 2.0 object with "jsonrpc": "2.0" and a string "method".',
        batch ? null : idOf(item),
      );
    }
    messages.push(parsed.data);
  }
  return { ok: true, messages, batch };
}

export function sendJsonRpcError(
  res: Response,
  status: number,
  error: JsonRpcFailure,
  headers: Record<string, string> = {},
): void {
  res
    .status(status)
    .set(headers)
    .json({ jsonrpc: '2.0', error: { code: error.code, message: error.message }, id: error.id });
}

const failure = (code: number, message: string, id: RequestId | null = null): JsonRpcBody => ({
  ok: false,
  error: { code, message, id },
});

const idOf = (value: unknown): RequestId | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
};
