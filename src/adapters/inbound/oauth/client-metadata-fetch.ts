import type { LinkReader } from '../../../application/ports/link-reader.port.js';

/**
 * oidc-provider's `fetch`, used for Client ID Metadata Documents only (the one feature of ours that
 * fetches): the request goes through a link reader, so the same SSRF guard as link import decides
 * which addresses may be reached, with that reader's own size, time and redirect limits. Any refusal
 * becomes a network error, which oidc-provider reports to the client as invalid_client.
 */
export function fetchThroughReader(reader: LinkReader): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    let page;
    try {
      page = await reader.read(url, { signal: init?.signal ?? undefined });
    } catch (error) {
      throw new TypeError(`fetch failed: ${(error as Error).message}`, { cause: error });
    }
    const headers = new Headers({ 'content-type': page.contentType });
    if (page.cacheControl) headers.set('cache-control', page.cacheControl);
    if (page.expires) headers.set('expires', page.expires);
    return new Response(page.body, { status: page.status, headers });
  };
}
