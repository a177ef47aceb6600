import { randomUUID } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import type { EmailVerification, VerificationOutcome } from '../../../../application/account/email-verification.js';
import type { Logger } from '../../../../application/ports/logger.port.js';
import type { HttpRouteModule } from '../../http/kit/route-module.js';
import { escapeHtml, layout, pageHeaders } from './html.js';

export const VERIFY_EMAIL_PATH = '/oauth/verify-email';

const forms = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 5 });

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
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      if (!token) return send(res, 400, resultPage('invalid'));
      send(res, 200, confirmPage(token));
    });
    router.post(VERIFY_EMAIL_PATH, forms, (req, res) => {
      this.confirm(req, res).catch((err: unknown) => {
        this.logger.error({ err }, 'email verification failed');
        send(res, 500, layout('Something went wrong', '<h1>Something went wrong</h1><p role="alert">Something went wrong on our side; it has been logged. Try the link again in a moment.</p>'));
      });
    });
  }

  private async confirm(req: Request, res: Response): Promise<void> {
    const token = typeof req.body?.token === 'string' ? (req.body.token as string) : '';
    const id = req.get('x-request-id') ?? randomUUID();
    const outcome = token ? await this.verification.verify(token, { clientId: 'verify-email-page', correlationId: id, causationId: id }) : 'invalid';
    send(res, outcome === 'invalid' ? 400 : 200, resultPage(outcome));
  }
}

const send = (res: Response, status: number, html: string): void => {
  res.status(status).set(pageHeaders()).type('html').send(html);
};

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
