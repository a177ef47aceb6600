import type { Request, Response } from 'express';
import { SESSION_COOKIE, SESSION_TTL } from '../provider.js';
import type { OidcProviderHost } from '../provider-host.js';
import { InteractionCsrf } from './csrf.js';

export interface SignedInBrowser {
  accountId: string;
  /** The session's secret id (its cookie's value): what the pages' CSRF tokens are bound to. */
  sessionId: string;
}

/**
 * The account pages' sign-in is the authorization server's own browser session (oidc-provider's
 * signed session cookie): signing in on a page signs the browser in for authorizations too, and the
 * other way round. CSRF tokens are HMAC(cookie key, session id), which a cross-site page cannot know.
 */
export class AccountPageSession {
  private tokens?: InteractionCsrf;

  constructor(private readonly host: OidcProviderHost) {}

  /** The signed-in account of this browser, or undefined. */
  async current(req: Request, res: Response): Promise<SignedInBrowser | undefined> {
    const session = await this.session(req, res);
    return typeof session.accountId === 'string' ? { accountId: session.accountId, sessionId: session.jti } : undefined;
  }

  /**
   * Signs the browser in as this account. The session gets a fresh id (no fixation); another
   * account's session is not carried over, so its apps' entries are dropped.
   */
  async signIn(req: Request, res: Response, accountId: string): Promise<SignedInBrowser> {
    const { provider } = this.host;
    const ctx = provider.createContext(req, res);
    const session = await provider.Session.get(ctx);
    if (session.accountId !== accountId) session.authorizations = {};
    session.resetIdentifier();
    session.loginAccount({ accountId, amr: ['pwd'] });
    await session.save(SESSION_TTL);
    ctx.cookies.set(provider.cookieName('session'), session.jti, { ...SESSION_COOKIE, maxAge: SESSION_TTL * 1000 });
    return { accountId, sessionId: session.jti };
  }

  csrfToken(browser: SignedInBrowser): string {
    return this.csrf().tokenFor(`account-page:${browser.sessionId}`);
  }

  verifyCsrf(browser: SignedInBrowser, token: unknown): boolean {
    return this.csrf().verify(`account-page:${browser.sessionId}`, token);
  }

  private csrf(): InteractionCsrf {
    return (this.tokens ??= new InteractionCsrf(this.host.csrfSecret));
  }

  private async session(req: Request, res: Response) {
    const { provider } = this.host;
    return provider.Session.get(provider.createContext(req, res));
  }
}
