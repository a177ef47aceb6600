import { PASSWORD_MAX_LENGTH } from '../../../../application/account/register-account.js';
import type { AccountView } from '../../../../application/ports/account-reader.port.js';
import { errorSummary, field, hiddenCsrf, newPasswordField } from './form.js';
import { escapeHtml, layout } from '../../http/kit/pages/html.js';
import { signInFields } from './templates.js';

/** The account pages' paths, under the authorization server's /oauth. */
export const ACCOUNT_PAGES = {
  overview: '/oauth/account',
  signIn: '/oauth/account/sign-in',
  signOut: '/oauth/account/sign-out',
  verification: '/oauth/account/verification',
  password: '/oauth/account/password',
  email: '/oauth/account/email',
  emailConfirm: '/oauth/account/email/confirm',
  deletion: '/oauth/account/delete',
  apps: '/oauth/account/apps',
} as const;

/** Field errors of a refused form, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

const notice = (text?: string) => (text ? `<p class="notice" role="status">${escapeHtml(text)}</p>` : '');
const back = `<p><a href="${ACCOUNT_PAGES.overview}">Back to your account</a></p>`;

export function accountSignInPage(state: { email?: string; error?: string } = {}): string {
  return layout(
    'Sign in to your account',
    `<h1>Sign in to your account</h1>
<p>To see and change your account: password, email address, or to delete it.</p>
${errorSummary(state.error ? [state.error] : [])}
<form method="post" action="${ACCOUNT_PAGES.signIn}" novalidate>
${signInFields(state.email)}
<div class="actions"><button type="submit" class="primary">Sign in</button></div>
</form>
<p><a href="/oauth/reset-password">Forgot your password?</a></p>`,
  );
}

export function accountOverviewPage(account: AccountView, csrf: string, done?: string): string {
  const unconfirmed = account.emailVerified
    ? ''
    : `<p class="notice">Your address is not confirmed yet: nobody can share a trip with you until you follow the link we mailed to it.</p>
<form method="post" action="${ACCOUNT_PAGES.verification}">
${hiddenCsrf(csrf)}
<button type="submit" class="secondary">Send a new link</button>
</form>`;
  return layout(
    'Your account',
    `<h1>Your account</h1>
${notice(done)}
<dl class="facts">
<dt>Name</dt><dd>${escapeHtml(account.displayName)}</dd>
<dt>Email</dt><dd>${escapeHtml(account.email)} <span class="muted">(${account.emailVerified ? 'confirmed' : 'not confirmed'})</span></dd>
<dt>Plan</dt><dd>${account.plan === 'pro' ? 'Pro' : 'Free'}</dd>
</dl>
${unconfirmed}
<h2 class="section">Change</h2>
<ul class="links">
<li><a href="${ACCOUNT_PAGES.password}">Change your password</a></li>
<li><a href="${ACCOUNT_PAGES.email}">Change your email address</a></li>
<li><a href="${ACCOUNT_PAGES.deletion}">Delete your account</a></li>
<li><a href="${ACCOUNT_PAGES.apps}">Connected apps</a>: the apps you allowed to use your account</li>
</ul>
<form method="post" action="${ACCOUNT_PAGES.signOut}">
${hiddenCsrf(csrf)}
<button type="submit" class="secondary">Sign out of these pages</button>
</form>`,
  );
}

const currentPasswordField = (error?: string) =>
  field({ name: 'currentPassword', label: 'Current password', type: 'password', autocomplete: 'current-password', maxLength: PASSWORD_MAX_LENGTH, error });

export function changePasswordPage(csrf: string, errors: FieldErrors = {}): string {
  return layout(
    'Change your password',
    `<h1>Change your password</h1>
<p>You will be signed out everywhere else: in every app and on every other device.</p>
${errorSummary(Object.values(errors).filter((e): e is string => Boolean(e)))}
<form method="post" action="${ACCOUNT_PAGES.password}" novalidate>
${hiddenCsrf(csrf)}
${currentPasswordField(errors.currentPassword)}
${newPasswordField('newPassword', 'New password', errors.newPassword)}
<div class="actions"><button type="submit" class="primary">Change the password</button></div>
</form>
${back}`,
  );
}

export function changeEmailPage(csrf: string, state: { newEmail?: string; errors?: FieldErrors } = {}): string {
  const errors = state.errors ?? {};
  return layout(
    'Change your email address',
    `<h1>Change your email address</h1>
<p>We mail a link to the new address. Your account keeps its current address until that link is
followed, and we tell the current address about the change.</p>
${errorSummary(Object.values(errors).filter((e): e is string => Boolean(e)))}
<form method="post" action="${ACCOUNT_PAGES.email}" novalidate>
${hiddenCsrf(csrf)}
${field({ name: 'newEmail', label: 'New email address', type: 'email', autocomplete: 'email', value: state.newEmail, error: errors.newEmail })}
${currentPasswordField(errors.currentPassword)}
<div class="actions"><button type="submit" class="primary">Send the link</button></div>
</form>
${back}`,
  );
}

export const emailLinkSentPage = (newEmail: string): string =>
  layout(
    'Check your new mailbox',
    `<h1>Check your new mailbox</h1>
<p role="status">A link is on its way to <strong>${escapeHtml(newEmail)}</strong>. It works for a day; your
account keeps its current address until you follow it.</p>
${back}`,
  );

export function deleteAccountPage(csrf: string, errors: FieldErrors = {}): string {
  return layout(
    'Delete your account',
    `<h1>Delete your account</h1>
<p>This cannot be undone. Deleting your account:</p>
<ul>
<li>deletes every itinerary you own, for the people you shared them with too;</li>
<li>takes you out of every itinerary shared with you;</li>
<li>signs you out of every app;</li>
<li>erases your name and email address from our records.</li>
</ul>
${errorSummary(Object.values(errors).filter((e): e is string => Boolean(e)))}
<form method="post" action="${ACCOUNT_PAGES.deletion}" novalidate>
${hiddenCsrf(csrf)}
${currentPasswordField(errors.currentPassword)}
<div class="actions"><button type="submit" class="danger">Delete my account for good</button></div>
</form>
${back}`,
  );
}

export const accountDeletedPage = (): string =>
  layout(
    'Account deleted',
    `<h1>Account deleted</h1>
<p role="status">Your account is deleted and you are signed out of every app.</p>`,
  );

export { back as backToAccount };
