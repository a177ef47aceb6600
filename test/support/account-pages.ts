import { TEST_PASSWORD } from './auth.js';
import { BrowserlessUser } from './oauth-flow.js';

/** A browser without a browser on the account pages: signs in, reads a page's CSRF token, posts its forms. */
export class AccountPagesUser extends BrowserlessUser {
  /** Signs in on the account pages' own form; the answer (303 to the overview on success). */
  signIn(email: string, password = TEST_PASSWORD): Promise<Response> {
    return this.request('/oauth/account/sign-in', form({ email, password }));
  }

  /** The CSRF token of the page at `path` (signed in). */
  async csrfOf(path = '/oauth/account'): Promise<string> {
    const html = await (await this.request(path)).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
    if (!csrf) throw new Error(`no CSRF token on ${path}: ${html.slice(0, 300)}`);
    return csrf;
  }

  /** Posts a form of the page at `path` with that page's CSRF token (or `csrf` when given). */
  async post(path: string, fields: Record<string, string>, csrf?: string): Promise<Response> {
    return this.request(path, form({ ...fields, csrf: csrf ?? (await this.csrfOf(path.replace(/\/(sign-out|verification)$/, ''))) }));
  }
}

export const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
