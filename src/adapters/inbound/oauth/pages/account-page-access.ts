import type { Request, Response } from 'express';
import type { AccountPageSessions, PageSession } from '../../../../application/account/account-page-sessions.js';
import { PAGE_SESSION_TTL_SECONDS } from '../../../../application/account/account-page-sessions.js';
import type { OidcProviderHost } from '../provider-host.js';
import { InteractionCsrf } from './csrf.js';

export const ACCOUNT_PATH = '/oauth/account';
const COOKIE = 'account_session';

/**
 * Who is signed in on the account pages: the pages' own session cookie (signed in on their sign-in
 * form), or else the browser's session at the authorization server (signed in to an app a moment
 * ago). The cookie is HttpOnly, SameSite=Strict, scoped to the account pages, Secure under https;
 * every form carries a CSRF token bound to the session.
 */
export class AccountPageAccess {
  private csrfTokens?: InteractionCsrf;

  constructor(
    private readonly sessions: AccountPageSessions,
    private readonly host: OidcProviderHost,
    private readonly secure: boolean,
  ) {}

  async current(req: Request, res: Response): Promise<PageSession | undefined> {
    const token = cookieValue(req, COOKIE);
    const own = token ? await this.sessions.resume(token) : undefined;
    if (own) return own;
    const session = await this.serverSession(req, res);
    return session.accountId ? { accountId: session.accountId, sid: `oidc-${session.jti}` } : undefined;
  }

  /** The browser's session at the authorization server: oidc-provider reads its own signed cookie; nothing is written. */
  private serverSession(req: Request, res: Response) {
    return this.host.provider.Session.get({ req, res } as never);
  }

  async signIn(res: Response, accountId: string): Promise<void> {
    res.cookie(COOKIE, await this.sessions.open(accountId), {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.secure,
      path: ACCOUNT_PATH,
      maxAge: PAGE_SESSION_TTL_SECONDS * 1000,
    });
  }

  /** Ends the pages' session and the browser's sign-in at the authorization server (apps keep their tokens). */
  async signOut(req: Request, res: Response): Promise<void> {
    res.clearCookie(COOKIE, { httpOnly: true, sameSite: 'strict', secure: this.secure, path: ACCOUNT_PATH });
    const session = await this.serverSession(req, res);
    if (session.accountId) await session.destroy();
  }

  csrfFor(session: PageSession): string {
    return this.csrf().tokenFor(`account:${session.sid}`);
  }

  csrfHolds(session: PageSession, req: Request): boolean {
    return this.csrf().verify(`account:${session.sid}`, (req.body as Record<string, unknown> | undefined)?.csrf);
  }

  private csrf(): InteractionCsrf {
    return (this.csrfTokens ??= new InteractionCsrf(this.host.csrfSecret));
  }
}

/** One cookie of the request (our values are JWTs: no quoting or escaping to undo). */
function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
