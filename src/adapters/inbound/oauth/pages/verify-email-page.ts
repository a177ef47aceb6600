import { randomUUID } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import type { EmailVerification, VerificationOutcome } from '../../../../application/account/email-verification.js';
import type { AccountReader } from '../../../../application/ports/account-reader.port.js';
import type { Logger } from '../../../../application/ports/logger.port.js';
import type { HttpRouteModule } from '../../http/kit/route-module.js';
import { errorSummary, field } from './form.js';
import { escapeHtml, layout } from '../../http/kit/pages/html.js';
import { pageForms, pageHandler, sendPage, textOf } from './standalone-page.js';

export const VERIFY_EMAIL_PATH = '/oauth/verify-email';
const RESEND_PATH = `${VERIFY_EMAIL_PATH}/resend`;

/**
 * The page a verification link opens. Opening it changes nothing: mail scanners and link previews
 * fetch links, so the address is confirmed only by the button, a POST carrying the link's token (the
 * token is the proof; no session is needed, and a forged form without it proves nothing). It also
 * offers a new link for an address, with the same answer whether or not an unconfirmed account has
 * it, and at most one link per account every few minutes, as signing in sends.
 */
export class VerifyEmailPage implements HttpRouteModule {
  readonly name = 'verify-email-page';
  readonly stage = 'raw' as const;

  constructor(
    private readonly verification: EmailVerification,
    private readonly accounts: AccountReader,
    private readonly logger: Logger,
  ) {}

  register(router: Router): void {
    router.get(VERIFY_EMAIL_PATH, (req, res) => {
      const token = textOf(req.query.token);
      if (!token) return sendPage(res, 400, resultPage('invalid'));
      sendPage(res, 200, confirmPage(token));
    });
    router.post(VERIFY_EMAIL_PATH, pageForms, pageHandler(this.logger, 'email verification', (req, res) => this.confirm(req, res)));
    router.get(RESEND_PATH, (_req, res) => sendPage(res, 200, resendPage()));
    router.post(RESEND_PATH, pageForms, pageHandler(this.logger, 'verification resend', (req, res) => this.resend(req, res)));
  }

  private async resend(req: Request, res: Response): Promise<void> {
    const email = textOf(req.body?.email);
    if (!email.includes('@')) return sendPage(res, 400, resendPage({ email, error: 'Enter the email address of your account.' }));
    const account = await this.accounts.findByEmail(email);
    // Not awaited: the answer takes as long, and reads the same, whether or not an account has the address.
    if (account) void this.verification.sendQuietly(account.id);
    sendPage(res, 200, resentPage());
  }

  private async confirm(req: Request, res: Response): Promise<void> {
    const token = textOf(req.body?.token);
    const id = req.get('x-request-id') ?? randomUUID();
    const outcome = token ? await this.verification.verify(token, { clientId: 'verify-email-page', correlationId: id, causationId: id }) : 'invalid';
    sendPage(res, outcome === 'invalid' ? 400 : 200, resultPage(outcome));
  }
}

function confirmPage(token: string): string {
  return layout(
    'Confirm your email address',
    `<h1>Confirm your email address</h1>
<p>Press the button to confirm that this address is yours. Trips can then be shared with you.</p>
<form method="post" action="${VERIFY_EMAIL_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Confirm my address</button>
</form>`,
  );
}

function resendPage(state: { email?: string; error?: string } = {}): string {
  return layout(
    'Send a new link',
    `<h1>Send a new link</h1>
<p>Enter the address of your account: if it is not confirmed yet, we mail it a new link.</p>
${errorSummary(state.error ? [state.error] : [])}
<form method="post" action="${RESEND_PATH}" novalidate>
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: state.email, error: state.error })}
<div class="actions"><button type="submit" class="primary">Send a new link</button></div>
</form>`,
  );
}

const resentPage = (): string =>
  layout(
    'Check your mail',
    `<h1>Check your mail</h1>
<p role="status">If an account with an unconfirmed address has this one, a new link is on its way. It works for 3 days. At most one link is sent every 10 minutes.</p>`,
  );

const RESULTS: Record<VerificationOutcome, { title: string; message: string }> = {
  verified: { title: 'Address confirmed', message: 'Thank you: your email address is confirmed. You can close this page.' },
  alreadyVerified: { title: 'Address confirmed', message: 'This address was confirmed already. You can close this page.' },
  invalid: {
    title: 'This link does not work',
    message: 'The link has expired, was changed on the way, or was sent to an address the account no longer has.',
  },
};

function resultPage(outcome: VerificationOutcome): string {
  const { title, message } = RESULTS[outcome];
  const next = outcome === 'invalid' ? `<p><a href="${RESEND_PATH}">Send a new link</a></p>` : '<p><a href="/oauth/account">Go to your account</a></p>';
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p role="${outcome === 'invalid' ? 'alert' : 'status'}">${escapeHtml(message)}</p>\n${next}`);
}
