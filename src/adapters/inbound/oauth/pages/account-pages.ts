import { randomUUID } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import type { ChangePassword } from '../../../../application/account/change-password.js';
import type { DeleteAccount } from '../../../../application/account/delete-account.js';
import type { EmailChange } from '../../../../application/account/email-change.js';
import type { PageSession } from '../../../../application/account/account-page-sessions.js';
import type { EmailVerification } from '../../../../application/account/email-verification.js';
import { SignInRefused, SignInThrottled, type SignIn } from '../../../../application/account/sign-in.js';
import type { AccountReader } from '../../../../application/ports/account-reader.port.js';
import type { Logger } from '../../../../application/ports/logger.port.js';
import type { CommandContext } from '../../../../application/shared/command-context.js';
import { DomainError, type FieldError } from '../../../../domain/shared/domain-error.js';
import type { HttpRouteModule } from '../../http/kit/route-module.js';
import type { AccountPageAccess } from './account-page-access.js';
import {
  ACCOUNT_PAGES,
  accountDeletedPage,
  accountOverviewPage,
  accountSignInPage,
  changeEmailPage,
  changePasswordPage,
  deleteAccountPage,
  emailLinkSentPage,
  type FieldErrors,
} from './account-templates.js';
import { errorPageHtml } from './error-page.js';
import { pageForms, pageHandler, sendPage, textOf } from './standalone-page.js';

/** What a finished change tells the traveller back on the overview (`?done=<key>`). */
const DONE: Record<string, string> = {
  password: 'Your password is changed. You are signed out everywhere else.',
  verification: 'A new link is on its way to your address, unless one was sent in the last few minutes.',
};

/** A form's handler once its session and CSRF token are checked. */
type SignedInHandler = (req: Request, res: Response, session: PageSession) => Promise<void>;

/**
 * The account pages: sign in, an overview (name, address, plan), a new password, a new address,
 * deletion. Plain HTML forms
 * with the sign-in pages' style and headers; every form after sign-in carries a CSRF token bound to
 * the session, and every change that matters asks for the current password again.
 */
export class AccountPages implements HttpRouteModule {
  readonly name = 'account-pages';
  readonly stage = 'raw' as const;

  constructor(
    private readonly access: AccountPageAccess,
    private readonly signIn: SignIn,
    private readonly accounts: AccountReader,
    private readonly verification: EmailVerification,
    private readonly changePassword: ChangePassword,
    private readonly emailChange: EmailChange,
    private readonly deletion: DeleteAccount,
    private readonly logger: Logger,
  ) {}

  register(router: Router): void {
    router.get(ACCOUNT_PAGES.overview, this.page(async (req, res, session) => {
      const account = await this.accounts.get(session.accountId);
      if (!account) return this.toSignIn(res);
      sendPage(res, 200, accountOverviewPage(account, this.access.csrfFor(session), DONE[textOf(req.query.done)]));
    }));
    router.get(ACCOUNT_PAGES.signIn, (_req, res) => sendPage(res, 200, accountSignInPage()));
    router.post(ACCOUNT_PAGES.signIn, pageForms, pageHandler(this.logger, 'account sign-in', (req, res) => this.signInForm(req, res)));
    router.post(ACCOUNT_PAGES.signOut, pageForms, this.form(async (req, res) => {
      await this.access.signOut(req, res);
      this.toSignIn(res);
    }));
    router.post(ACCOUNT_PAGES.verification, pageForms, this.form(async (_req, res, session) => {
      await this.verification.sendQuietly(session.accountId);
      res.redirect(303, `${ACCOUNT_PAGES.overview}?done=verification`);
    }));
    router.get(ACCOUNT_PAGES.password, this.page(async (_req, res, session) => sendPage(res, 200, changePasswordPage(this.access.csrfFor(session)))));
    router.post(ACCOUNT_PAGES.password, pageForms, this.form(async (req, res, session) => {
      const input = { currentPassword: textOf(req.body?.currentPassword), newPassword: textOf(req.body?.newPassword) };
      const refused = await this.refusal(() => this.changePassword.execute(session.accountId, input, contextOf(req, session)));
      if (refused) return this.refuse(res, refused, changePasswordPage(this.access.csrfFor(session), refused.errors));
      // The change ended every session, this one too: the page that asked opens a new one.
      await this.access.signIn(res, session.accountId);
      res.redirect(303, `${ACCOUNT_PAGES.overview}?done=password`);
    }));
    router.get(ACCOUNT_PAGES.email, this.page(async (_req, res, session) => sendPage(res, 200, changeEmailPage(this.access.csrfFor(session)))));
    router.post(ACCOUNT_PAGES.email, pageForms, this.form(async (req, res, session) => {
      const input = { currentPassword: textOf(req.body?.currentPassword), newEmail: textOf(req.body?.newEmail).trim() };
      const refused = await this.refusal(() => this.emailChange.request(session.accountId, input));
      if (refused) return this.refuse(res, refused, changeEmailPage(this.access.csrfFor(session), { newEmail: input.newEmail, errors: refused.errors }));
      sendPage(res, 200, emailLinkSentPage(input.newEmail));
    }));
    router.get(ACCOUNT_PAGES.deletion, this.page(async (_req, res, session) => sendPage(res, 200, deleteAccountPage(this.access.csrfFor(session)))));
    router.post(ACCOUNT_PAGES.deletion, pageForms, this.form(async (req, res, session) => {
      const password = textOf(req.body?.currentPassword);
      const refused = await this.refusal(() => this.deletion.execute(session.accountId, password, contextOf(req, session)));
      if (refused) return this.refuse(res, refused, deleteAccountPage(this.access.csrfFor(session), refused.errors));
      await this.access.signOut(req, res);
      sendPage(res, 200, accountDeletedPage());
    }));
  }

  private async signInForm(req: Request, res: Response): Promise<void> {
    const email = textOf(req.body?.email);
    if (postedFromAnotherSite(req)) return sendPage(res, 403, accountSignInPage({ email, error: 'Sign in from this site\'s own page.' }));
    try {
      const accountId = await this.signIn.execute(email, textOf(req.body?.password), req.socket.remoteAddress ?? 'unknown');
      void this.verification.sendQuietly(accountId);
      await this.access.signIn(res, accountId);
      res.redirect(303, ACCOUNT_PAGES.overview);
    } catch (error) {
      if (error instanceof SignInThrottled) res.set('Retry-After', String(error.retryAfterSeconds));
      if (error instanceof SignInThrottled || error instanceof SignInRefused) {
        return sendPage(res, error instanceof SignInThrottled ? 429 : 401, accountSignInPage({ email, error: error.message }));
      }
      throw error;
    }
  }

  /**
   * Runs a change and turns what the traveller can fix into field errors (a wrong current password,
   * a new value that breaks a rule) or a wait; undefined when it went through.
   */
  private async refusal(change: () => Promise<unknown>): Promise<{ status: number; errors: FieldErrors; retryAfter?: number } | undefined> {
    try {
      await change();
      return undefined;
    } catch (error) {
      if (error instanceof SignInThrottled) {
        return { status: 429, errors: { currentPassword: error.message }, retryAfter: error.retryAfterSeconds };
      }
      if (!(error instanceof DomainError) || !['validationFailed', 'emailTaken'].includes(error.code)) throw error;
      const errors: FieldErrors = {};
      for (const e of (error.details.errors ?? []) as FieldError[]) errors[e.path] ??= `${LABELS[e.path] ?? e.path} ${e.message}.`;
      if (error.code === 'emailTaken') errors.newEmail = 'Another account has this address.';
      return { status: error.code === 'emailTaken' ? 409 : 400, errors };
    }
  }

  private refuse(res: Response, refused: { status: number; retryAfter?: number }, html: string): void {
    if (refused.retryAfter) res.set('Retry-After', String(refused.retryAfter));
    sendPage(res, refused.status, html);
  }

  /** A page for the signed-in; anyone else is sent to sign in. */
  private page(run: SignedInHandler) {
    return pageHandler(this.logger, 'account page', async (req, res) => {
      const session = await this.access.current(req, res);
      if (!session) return this.toSignIn(res);
      await run(req, res, session);
    });
  }

  /** A form of the signed-in, with its CSRF token. */
  private form(run: SignedInHandler) {
    return this.page(async (req, res, session) => {
      if (!this.access.csrfHolds(session, req)) {
        return sendPage(res, 403, errorPageHtml('This form has expired', 'Reload the page and try again.'));
      }
      await run(req, res, session);
    });
  }

  private toSignIn(res: Response): void {
    res.redirect(303, ACCOUNT_PAGES.signIn);
  }
}

const LABELS: Record<string, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  newEmail: 'New email',
};

function contextOf(req: Request, session: PageSession): CommandContext {
  const id = req.get('x-request-id') ?? randomUUID();
  return { actorId: session.accountId, clientId: 'account-pages', correlationId: id, causationId: id };
}

/**
 * A sign-in form posted by another site would put the browser in that site's chosen account (login
 * CSRF). Browsers say where a request comes from in Sec-Fetch-Site; without it (other clients), the
 * password is all there is, as for any form.
 */
function postedFromAnotherSite(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}
