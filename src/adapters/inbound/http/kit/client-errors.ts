import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { problemBody, type ProblemCode } from './problem.js';

/** What node's HTTP parser refuses, by its error code, as our problems (node's own choice of status). */
const REFUSALS: Record<string, [ProblemCode, string]> = {
  HPE_HEADER_OVERFLOW: ['headersTooLarge', 'The request line and headers are larger than 16 KiB.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: ['payloadTooLarge', 'The chunk extensions of the request body are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: ['requestTimeout', 'The request did not arrive in time.'],
};
const MALFORMED: [ProblemCode, string] = ['validationFailed', 'The request is not well-formed HTTP.'];

/**
 * Requests node refuses before express sees them (headers over 16 KiB, a malformed request line or
 * header, a request that never finishes arriving) get a problem+json like every other refusal,
 * instead of node's bare status line; the connection is closed, as node does.
 */
export function answerClientErrors(server: Server, origin: string): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const [code, detail] = REFUSALS[error.code ?? ''] ?? MALFORMED;
    const problem = problemBody(origin, code, detail);
    const body = JSON.stringify(problem);
    socket.end(
      `HTTP/1.1 ${problem.status} ${problem.title}\r\n` +
        'Content-Type: application/problem+json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
