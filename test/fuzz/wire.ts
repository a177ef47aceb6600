import http from 'node:http';

/** A request exactly as it goes on the wire. */
export interface WireRequest {
  method: string;
  /** Path and query as sent, percent-encoding garbage included. */
  path: string;
  /** Header lines in order; a name may repeat. Host and Content-Length are added. */
  headers: [string, string][];
  body?: Buffer;
  /** What is wrong with it, for the failure message. */
  defects: string[];
}

export interface WireResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const TIMEOUT_MS = 30_000;

/**
 * Sends fuzz requests over keep-alive connections, at most `connections` at once (the agent queues
 * the rest), and counts them. Headers go as raw lines so that names can repeat and nothing is
 * normalised; a response that arrives while the body is still being written (413) is taken as it is.
 */
export class WireClient {
  sent = 0;
  private readonly agent: http.Agent;

  constructor(
    private readonly origin: URL,
    connections: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  send(request: WireRequest): Promise<WireResponse> {
    this.sent += 1;
    const headers = [['Host', this.origin.host], ...request.headers] as [string, string][];
    if (request.body !== undefined) headers.push(['Content-Length', String(request.body.length)]);
    return new Promise((resolve, reject) => {
      let answered = false;
      const req = http.request(
        {
          agent: this.agent,
          hostname: this.origin.hostname,
          port: this.origin.port,
          method: request.method,
          path: request.path,
          headers: headers.flat(),
          timeout: TIMEOUT_MS,
        },
        (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      // After an early answer the server may close while the rest of the body is still on its way.
      req.on('error', (error) => (answered ? undefined : reject(error)));
      req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
      req.end(request.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The request in a few lines, bodies and long values cut, for a failure message. */
export function describeRequest(request: WireRequest): string {
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);
  const headers = request.headers.map(([name, value]) => `  ${name}: ${cut(JSON.stringify(value), 120)}`).join('\n');
  const body = request.body === undefined ? '(none)' : cut(JSON.stringify(request.body.toString('latin1')), 400);
  return `${request.method} ${cut(request.path, 300)}\n  defects: ${request.defects.join('; ')}\n${headers}\n  body: ${body}`;
}

export function describeResponse(response: WireResponse): string {
  const text = response.body.toString('utf8');
  return `${response.status} ${response.headers['content-type'] ?? '(no content type)'} ${text.length > 600 ? `${text.slice(0, 600)}…` : text}`;
}
