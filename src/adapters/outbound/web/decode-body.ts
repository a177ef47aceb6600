import { TextDecoder } from 'node:util';

/** Decodes a body by its declared charset, else the one the document names, else UTF-8. */
export function decodeBody(bytes: Buffer, contentTypeHeader: string, contentType: string): string {
  const label = charsetParameter(contentTypeHeader) ?? sniffedCharset(bytes, contentType) ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(bytes);
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
