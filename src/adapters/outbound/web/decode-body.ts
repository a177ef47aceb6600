import { setImmediate as nextTurn } from 'node:timers/promises';
import { TextDecoder } from 'node:util';

/** How much of a body is read, or decoded, in one turn of the event loop: about a millisecond's work. */
export const BODY_SLICE_BYTES = 256 * 1024;

/**
 * Decodes a body by its declared charset, else the one the document names, else UTF-8: a slice a turn
 * of the event loop, since decoding a 2 MB page at once held the API's loop for 7-12 ms.
 */
export async function decodeBody(bytes: Buffer, contentTypeHeader: string, contentType: string): Promise<string> {
  const label = charsetParameter(contentTypeHeader) ?? sniffedCharset(bytes, contentType) ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += BODY_SLICE_BYTES) {
    if (start > 0) await nextTurn();
    // `stream` keeps a character cut between two slices whole.
    parts.push(decoder.decode(bytes.subarray(start, start + BODY_SLICE_BYTES), { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}

function charsetParameter(header: string): string | undefined {
  return /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(header)?.[1];
}

/** `<meta charset>` / `http-equiv` in HTML, the XML declaration in XML, within the first 2 KB. */
function sniffedCharset(bytes: Buffer, contentType: string): string | undefined {
  const head = bytes.subarray(0, 2048).toString('latin1');
  if (contentType.includes('html')) {
    return /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  }
  if (contentType.includes('xml')) return /<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/i.exec(head)?.[1];
  return undefined;
}
