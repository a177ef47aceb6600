/** oEmbed (https://oembed.com): providers describe a post with a title (the caption) and its author. */
export interface OEmbed {
  title?: string;
  author?: string;
  providerName?: string;
}

/** Providers whose oEmbed endpoint is known, for pages that do not link theirs. */
const KNOWN_ENDPOINTS: Array<{ host: RegExp; endpoint: (url: string) => string }> = [
  { host: /(^|\.)tiktok\.com$/, endpoint: (url) => `https://www.tiktok.com/oembed?url=${encodeURIComponent(url)}` },
  { host: /(^|\.)youtube\.com$|^youtu\.be$/, endpoint: (url) => `https://www.youtube.com/oembed?format=json&url=${encodeURIComponent(url)}` },
];

export function oembedEndpoint(pageUrl: string, discovered?: string): string | undefined {
  if (discovered) return discovered;
  const host = new URL(pageUrl).hostname;
  return KNOWN_ENDPOINTS.find((provider) => provider.host.test(host))?.endpoint(pageUrl);
}

export function parseOEmbed(body: string): OEmbed | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null) return undefined;
  const record = json as Record<string, unknown>;
  const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  if (!('version' in record) && !('author_name' in record) && !('provider_name' in record)) return undefined;
  return { title: text(record.title), author: text(record.author_name), providerName: text(record.provider_name) };
}
