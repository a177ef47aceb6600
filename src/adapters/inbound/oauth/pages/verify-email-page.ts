import { randomUUID } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import type { EmailVerification, VerificationOutcome } from '../../../../application/account/email-verification.js';
import type { Logger } from '../../../../application/ports/logger.port.js';
import type { HttpRouteModule } from '../../http/kit/route-module.js';
import { escapeHtml, layout } from '../../http/kit/pages/html.js';
import { pageForms, pageHandler, sendPage, textOf } from './standalone-page.js';

export const VERIFY_EMAIL_PATH = '/oauth/verify-email';

/**
 * The page a verification link opens. Opening it changes nothing: mail scanners and link previews
 * fetch links, so the address is confirmed only by the button, a POST carrying the link's token (the
 * token is the proof; no session is needed, and a forged form without it proves nothing).
 */
export class VerifyEmailPage implements HttpRouteModule {
  readonly name = 'verify-email-page';
  readonly stage = 'raw' as const;

  constructor(
    private readonly verification: EmailVerification,
    private readonly logger: Logger,
  ) {}

  register(router: Router): void {
    router.get(VERIFY_EMAIL_PATH, (req, res) => {
      const token = textOf(req.query.token);
      if (!token) return sendPage(res, 400, resultPage('invalid'));
      sendPage(res, 200, confirmPage(token));
    });
    router.post(VERIFY_EMAIL_PATH, pageForms, pageHandler(this.logger, 'email verification', (req, res) => this.confirm(req, res)));
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

const RESULTS: Record<VerificationOutcome, { title: string; message: string }> = {
  verified: { title: 'Address confirmed', message: 'Thank you: your email address is confirmed. You can close this page.' },
  alreadyVerified: { title: 'Address confirmed', message: 'This address was confirmed already. You can close this page.' },
  invalid: {
    title: 'This link does not work',
    message: 'The link has expired, was changed on the way, or was sent to an address the account no longer has. Sign in to have a new one sent.',
  },
};

function resultPage(outcome: VerificationOutcome): string {
  const { title, message } = RESULTS[outcome];
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p role="${outcome === 'invalid' ? 'alert' : 'status'}">${escapeHtml(message)}</p>`);
}
