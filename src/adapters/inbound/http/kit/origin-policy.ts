/** The redirect URIs of every registered OAuth client (static, operator-added and dynamically registered). */
export type ClientRedirectUris = () => Promise<readonly string[]>;

/** How stale the registered clients' origins may be: a client registered just now waits this long. */
const REFRESH_MS = 10_000;

/**
 * Which browser origins may call /mcp (MCP transports: servers MUST validate Origin, against DNS
 * rebinding and cross-site requests). No Origin header: a non-browser client, allowed; the bearer
 * token is what protects it. Otherwise the origin must be this service's own (BASE_URL) or the origin
 * of a registered client's redirect URI: a browser-based MCP client receives its code at its own
 * origin. "null" (sandboxed frames, file: pages) is never allowed.
 */
export class OriginPolicy {
  private readonly own: string;
  private cached?: { origins: Promise<Set<string>>; at: number };

  constructor(
    baseUrl: string,
    private readonly redirectUris: ClientRedirectUris,
  ) {
    this.own = new URL(baseUrl).origin;
  }

  /** Whether a request with this Origin header may proceed. */
  async allows(origin: string | undefined): Promise<boolean> {
    if (origin === undefined) return true;
    const normalised = originOf(origin);
    if (normalised === undefined) return false;
    return normalised === this.own || (await this.clientOrigins()).has(normalised);
  }

  /** A foreign but allowed origin needs CORS headers; our own and absent ones do not. */
  needsCors(origin: string | undefined): origin is string {
    return origin !== undefined && originOf(origin) !== this.own;
  }

  private clientOrigins(): Promise<Set<string>> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > REFRESH_MS) {
      const origins = this.redirectUris().then(
        (uris) => new Set(uris.map(originOf).filter((o): o is string => o !== undefined)),
      );
      this.cached = { origins, at: now };
      // A failed lookup is not remembered: the next request tries again.
      origins.catch(() => {
        if (this.cached?.origins === origins) this.cached = undefined;
      });
    }
    return this.cached.origins;
  }
}

/** The serialised origin of an http(s) URL; undefined for "null", other schemes and garbage. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
