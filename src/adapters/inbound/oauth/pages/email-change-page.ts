import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import type { EmailChange, EmailChangeOutcome } from '../../../../application/account/email-change.js';
import type { Logger } from '../../../../application/ports/logger.port.js';
import { escapeHtml, layout } from '../../http/kit/pages/html.js';
import type { HttpRouteModule } from '../../http/kit/route-module.js';
import { ACCOUNT_PAGES } from './account-templates.js';
import { pageForms, pageHandler, sendPage, textOf } from './standalone-page.js';

/**
 * The page the link to a new address opens. As with verification, opening it changes nothing (mail
 * scanners fetch links); its button, a POST carrying the link's token (the proof: no session or CSRF
 * field needed), makes the change.
 */
export class EmailChangePage implements HttpRouteModule {
  readonly name = 'email-change-page';
  readonly stage = 'raw' as const;

  constructor(
    private readonly change: EmailChange,
    private readonly logger: Logger,
  ) {}

  register(router: Router): void {
    router.get(ACCOUNT_PAGES.emailConfirm, pageHandler(this.logger, 'email change page', async (req, res) => {
      const token = textOf(req.query.token);
      if (!(await this.change.isUsable(token))) return sendPage(res, 400, resultPage('invalid'));
      sendPage(res, 200, confirmPage(token));
    }));
    router.post(ACCOUNT_PAGES.emailConfirm, pageForms, pageHandler(this.logger, 'email change', async (req, res) => {
      const id = req.get('x-request-id') ?? randomUUID();
      const outcome = await this.change.confirm(textOf(req.body?.token), { clientId: 'account-pages', correlationId: id, causationId: id });
      sendPage(res, outcome === 'changed' ? 200 : outcome === 'taken' ? 409 : 400, resultPage(outcome));
    }));
  }
}

const confirmPage = (token: string): string =>
  layout(
    'Confirm your new address',
    `<h1>Confirm your new address</h1>
<p>Press the button to make this address the one of your account. The current one stops receiving anything from us.</p>
<form method="post" action="${ACCOUNT_PAGES.emailConfirm}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" class="primary">Use this address</button>
</form>`,
  );

const RESULTS: Record<EmailChangeOutcome, { title: string; message: string }> = {
  changed: { title: 'Address changed', message: 'Your account now has this address, confirmed. Sign in with it from now on.' },
  taken: { title: 'This address is taken', message: 'Another account got this address in the meantime. Your account keeps its address.' },
  invalid: {
    title: 'This link does not work',
    message: 'The link has expired, was used already, or a newer change (of the address or the password) ended it.',
  },
};

function resultPage(outcome: EmailChangeOutcome): string {
  const { title, message } = RESULTS[outcome];
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="${outcome === 'changed' ? 'status' : 'alert'}">${escapeHtml(message)}</p>
<p><a href="${ACCOUNT_PAGES.overview}">Go to your account</a></p>`,
  );
}
