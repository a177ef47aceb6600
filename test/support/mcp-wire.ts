/** The current protocol revision, stateless: every request carries its version and capabilities. */
export const MODERN_VERSION = '2026-07-28';

/** A 2026-07-28 request body: the method's params with the per-request `_meta` envelope. */
export function modernMessage(method: string, params: Record<string, unknown> = {}, id: number | string = 1): Record<string, unknown> {
  return {
    jsonrpc: '2.0',
    id,
    method,
    params: {
      ...params,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': MODERN_VERSION,
        'io.modelcontextprotocol/clientCapabilities': {},
        'io.modelcontextprotocol/clientInfo': { name: 'raw-http-test', version: '1.0.0' },
      },
    },
  };
}

/** The headers 2026-07-28 requires beside the body: version, method and, for named calls, the name. */
export function modernHeaders(message: Record<string, unknown>): Record<string, string> {
  const params = (message.params ?? {}) as { name?: string; uri?: string };
  const name = message.method === 'resources/read' ? params.uri : params.name;
  return {
    'mcp-protocol-version': MODERN_VERSION,
    'mcp-method': String(message.method),
    ...(name !== undefined && ['tools/call', 'prompts/get', 'resources/read'].includes(String(message.method)) ? { 'mcp-name': name } : {}),
  };
}

/**
 * The JSON-RPC messages of a response body, whether it came as one JSON body or as a server-sent event
 * stream (2025-era responses always stream; 2026-07-28 ones stream when progress comes first). Throws
 * on a body that is neither.
 */
export function rpcMessagesOf(text: string, contentType: string): Array<Record<string, any>> {
  if (!contentType.includes('text/event-stream')) {
    const body = JSON.parse(text) as Record<string, any> | Array<Record<string, any>>;
    return Array.isArray(body) ? body : [body];
  }
  return text
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice('data:'.length).trim())
    .filter(Boolean)
    .map((data) => JSON.parse(data) as Record<string, any>);
}

export const rpcMessages = async (res: Response): Promise<Array<Record<string, any>>> =>
  rpcMessagesOf(await res.text(), res.headers.get('content-type') ?? '');

/** The response to request `id` among a response's messages. */
export async function rpcResponse(res: Response, id: number | string = 1): Promise<Record<string, any>> {
  const messages = await rpcMessages(res);
  const answer = messages.find((message) => message.id === id && ('result' in message || 'error' in message));
  if (!answer) throw new Error(`no response to ${id} in ${JSON.stringify(messages).slice(0, 300)}`);
  return answer;
}
