import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import type { PasswordReset } from '../../../../application/account/password-reset.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../application/account/register-account.js';
import type { Logger } from '../../../../application/ports/logger.port.js';
import { DomainError } from '../../../../domain/shared/domain-error.js';
import type { HttpRouteModule } from '../../http/kit/route-module.js';
import { errorSummary, field, newPasswordField } from './form.js';
import { escapeHtml, layout } from '../../http/kit/pages/html.js';
import { pageForms, pageHandler, sendPage, textOf } from './standalone-page.js';

export const RESET_PASSWORD_PATH = '/oauth/reset-password';
const NEW_PASSWORD_PATH = `${RESET_PASSWORD_PATH}/new`;

/**
 * "Forgot your password?": a form that mails a reset link, and the page the link opens, where the new
 * password is set. Neither form needs a session, so neither carries a CSRF field: the first only
 * mails the address's owner (at most every few minutes), the second carries the link's token, which
 * is the proof.
 */
export class ResetPasswordPages implements HttpRouteModule {
  readonly name = 'reset-password-pages';
  readonly stage = 'raw' as const;

  constructor(
    private readonly reset: PasswordReset,
    private readonly logger: Logger,
  ) {}

  register(router: Router): void {
    router.get(RESET_PASSWORD_PATH, (_req, res) => sendPage(res, 200, requestPage()));
    router.post(RESET_PASSWORD_PATH, pageForms, this.handle(async (req, res) => {
      const email = textOf(req.body?.email);
      if (!email.includes('@')) return sendPage(res, 400, requestPage({ email, error: 'Enter the email address of your account.' }));
      await this.reset.request(email);
      // The same answer whether or not an account has the address.
      sendPage(res, 200, sentPage());
    }));
    router.get(NEW_PASSWORD_PATH, this.handle(async (req, res) => {
      const token = textOf(req.query.token);
      if (!(await this.reset.isUsable(token))) return sendPage(res, 400, invalidPage());
      sendPage(res, 200, newPasswordPage(token));
    }));
    router.post(NEW_PASSWORD_PATH, pageForms, this.handle(async (req, res) => {
      const token = textOf(req.body?.token);
      const id = req.get('x-request-id') ?? randomUUID();
      try {
        const outcome = await this.reset.reset(token, textOf(req.body?.password), { clientId: 'reset-password-page', correlationId: id, causationId: id });
        sendPage(res, outcome === 'changed' ? 200 : 400, outcome === 'changed' ? changedPage() : invalidPage());
      } catch (error) {
        if (!(error instanceof DomainError) || error.code !== 'validationFailed') throw error;
        sendPage(res, 400, newPasswordPage(token, `Password: ${PASSWORD_RULE}.`));
      }
    }));
  }

  private handle(run: Parameters<typeof pageHandler>[2]) {
    return pageHandler(this.logger, 'password reset page', run);
  }
}

const PASSWORD_RULE = `use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`;

function requestPage(state: { email?: string; error?: string } = {}): string {
  return layout(
    'Reset your password',
    `<h1>Reset your password</h1>
<p>Enter the email address of your account: we will send it a link to choose a new password.</p>
${errorSummary(state.error ? [state.error] : [])}
<form method="post" action="${RESET_PASSWORD_PATH}" novalidate>
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: state.email, error: state.error })}
<div class="actions"><button type="submit" class="primary">Send the link</button></div>
</form>`,
  );
}

const sentPage = (): string =>
  layout(
    'Check your mail',
    `<h1>Check your mail</h1>
<p role="status">If an account has this address, a link to choose a new password is on its way. It works for an hour.</p>`,
  );

function newPasswordPage(token: string, error?: string): string {
  return layout(
    'Choose a new password',
    `<h1>Choose a new password</h1>
${errorSummary(error ? [error] : [])}
<form method="post" action="${NEW_PASSWORD_PATH}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}">
${newPasswordField('password', 'New password', error)}
<div class="actions"><button type="submit" class="primary">Set the password</button></div>
</form>`,
  );
}

const changedPage = (): string =>
  layout(
    'Password changed',
    `<h1>Password changed</h1>
<p role="status">Your password is changed and you are signed out everywhere. Sign in again from your app with the new one.</p>`,
  );

const invalidPage = (): string =>
  layout(
    'This link does not work',
    `<h1>This link does not work</h1>
<p role="alert">The link has expired, was used already, or was changed on the way. <a href="${RESET_PASSWORD_PATH}">Ask for a new one</a>.</p>`,
  );
