import { createHash, randomBytes } from 'node:crypto';
import { TEST_PASSWORD } from './auth.js';

/**
 * The authorization code flow driven over plain HTTP (a tiny cookie jar and our forms), for tests
 * that need real codes and refresh tokens without a browser. The browser test covers the pages.
 */
export class BrowserlessUser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(new URL(url, this.baseUrl), { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Follows redirects on our origin; returns the first response that is not one (or leaves it). */
  async follow(url: string, init: RequestInit = {}): Promise<Response> {
    let res = await this.request(url, init);
    while (res.status >= 300 && res.status < 400) {
      const location = new URL(res.headers.get('location')!, this.baseUrl);
      if (location.origin !== new URL(this.baseUrl).origin) return res;
      res = await this.request(location.href);
    }
    return res;
  }

  async submit(page: Response, action: string, fields: Record<string, string>): Promise<Response> {
    const html = await page.text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
    if (!csrf) throw new Error(`no form on the page (${page.status}): ${html.slice(0, 300)}`);
    const uid = /\/oauth\/interaction\/([^/"]+)\//.exec(html)?.[1];
    return this.follow(`/oauth/interaction/${uid}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, csrf }).toString(),
    });
  }
}

export const pkcePair = (): { verifier: string; challenge: string } => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

export interface FlowOptions {
  clientId: string;
  redirectUri: string;
  email: string;
  password?: string;
  /** Default: read and write itineraries; null sends no scope parameter. */
  scope?: string | null;
  resource?: string;
}

/** Signs in (or up, when displayName is given) and consents; returns the code and the verifier. */
export async function authorize(
  baseUrl: string,
  options: FlowOptions & { displayName?: string; /** Whose cookie jar (default: a new one). */ user?: BrowserlessUser },
): Promise<{ code: string; verifier: string }> {
  const user = options.user ?? new BrowserlessUser(baseUrl);
  const { verifier, challenge } = pkcePair();
  const query = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    ...(options.scope === null ? {} : { scope: options.scope ?? 'itineraries:read itineraries:write' }),
    state: 'st',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(options.resource ? { resource: options.resource } : {}),
  });
  let page = await user.follow(`/oauth/authorize?${query}`);
  if (options.displayName) {
    const signup = await user.follow(`/oauth/interaction/${/\/oauth\/interaction\/([^/"]+)/.exec(await page.clone().text())![1]}/signup`);
    page = await user.submit(signup, 'signup', {
      email: options.email,
      password: options.password ?? TEST_PASSWORD,
      displayName: options.displayName,
    });
  } else {
    page = await user.submit(page, 'login', { email: options.email, password: options.password ?? TEST_PASSWORD });
  }
  if (page.status === 200) page = await user.submit(page, 'consent', {});
  const location = page.headers.get('location');
  const code = location ? new URL(location).searchParams.get('code') : null;
  if (!code) throw new Error(`no code: ${page.status} ${location ?? (await page.text()).slice(0, 500)}`);
  return { code, verifier };
}

export async function tokenRequest(baseUrl: string, fields: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
