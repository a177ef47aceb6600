import type { Request, Response, Router } from 'express';
import type { EmailVerification } from '../../../../application/account/email-verification.js';
import { SignInRefused, SignInThrottled, type SignIn } from '../../../../application/account/sign-in.js';
import type { Logger } from '../../../../application/ports/logger.port.js';
import type { HttpRouteModule } from '../../http/kit/route-module.js';
import type { AccountPageSession } from './account-session.js';
import { errorSummary } from './form.js';
import { escapeHtml, layout } from '../../http/kit/pages/html.js';
import { pageForms, pageHandler, sendPage, textOf } from './standalone-page.js';
import { signInFields } from './templates.js';

/** The account pages (signed in through the authorization server's browser session) live under this path. */
export const ACCOUNT_PAGES_PATH = '/oauth/account';
export const ACCOUNT_SIGN_IN_PATH = `${ACCOUNT_PAGES_PATH}/sign-in`;

/** Where the sign-in leads when it names no page: the first account page. */
const DEFAULT_NEXT = `${ACCOUNT_PAGES_PATH}/apps`;

/** The sign-in that leads to an account page (`next`), for a browser with no session yet. */
export const signInFirst = (res: Response, next: string): void => {
  res.redirect(303, `${ACCOUNT_SIGN_IN_PATH}?next=${encodeURIComponent(next)}`);
};

/**
 * Sign-in for the account pages, outside any authorization: the same check and throttles as the
 * authorization's sign-in page, then the browser session every account page reads. Its form has no
 * session to bind a CSRF token to, so a cross-site POST (by its Origin or Sec-Fetch-Site) is refused
 * instead: nobody can sign a victim's browser into an account of theirs.
 */
export class AccountSignInPage implements HttpRouteModule {
  readonly name = 'account-sign-in-page';
  readonly stage = 'raw' as const;

  constructor(
    private readonly session: AccountPageSession,
    private readonly signIn: SignIn,
    private readonly verification: EmailVerification,
    private readonly baseUrl: string,
    private readonly logger: Logger,
  ) {}

  register(router: Router): void {
    router.get(ACCOUNT_SIGN_IN_PATH, (req, res) => sendPage(res, 200, signInPage(nextOf(req.query.next))));
    router.post(ACCOUNT_SIGN_IN_PATH, pageForms, pageHandler(this.logger, 'account sign-in', (req, res) => this.post(req, res)));
  }

  private async post(req: Request, res: Response): Promise<void> {
    const next = nextOf(req.body?.next);
    if (isCrossSite(req, this.baseUrl)) return sendPage(res, 403, signInPage(next, { error: 'This form was sent from another site. Open the page again and sign in there.' }));
    const email = textOf(req.body?.email);
    try {
      const accountId = await this.signIn.execute(email, textOf(req.body?.password), req.socket.remoteAddress ?? 'unknown');
      // An account whose address is unconfirmed gets a fresh link (at most every few minutes).
      void this.verification.sendQuietly(accountId);
      await this.session.signIn(req, res, accountId);
      res.redirect(303, next);
    } catch (error) {
      if (error instanceof SignInThrottled) {
        res.set('Retry-After', String(error.retryAfterSeconds));
        return sendPage(res, 429, signInPage(next, { email, error: error.message }));
      }
      if (error instanceof SignInRefused) return sendPage(res, 401, signInPage(next, { email, error: error.message }));
      throw error;
    }
  }
}

/** A path of an account page: letters, digits, dashes and single slashes (no `..`, no `//host`). */
const ACCOUNT_PAGE = new RegExp(`^${ACCOUNT_PAGES_PATH}(?:/[a-z0-9-]+)+$`);

/** Only an account page may follow the sign-in: anything else would make this an open redirect. */
function nextOf(value: unknown): string {
  const next = textOf(value);
  return ACCOUNT_PAGE.test(next) ? next : DEFAULT_NEXT;
}

/**
 * A form posted from another origin: browsers say so in Sec-Fetch-Site, and in Origin unless the page
 * asked for no referrer (ours do: then Origin is "null", which tells nothing either way).
 */
export function isCrossSite(req: Request, baseUrl: string): boolean {
  const origin = req.get('origin');
  if (origin && origin !== 'null' && origin !== new URL(baseUrl).origin) return true;
  const site = req.get('sec-fetch-site');
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

function signInPage(next: string, state: { email?: string; error?: string } = {}): string {
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
<p>to manage your account</p>
${errorSummary(state.error ? [state.error] : [])}
<form method="post" action="${ACCOUNT_SIGN_IN_PATH}" novalidate>
<input type="hidden" name="next" value="${escapeHtml(next)}">
${signInFields(state.email)}
<div class="actions"><button type="submit" class="primary">Sign in</button></div>
</form>
<p><a href="/oauth/reset-password">Forgot your password?</a></p>`,
  );
}
