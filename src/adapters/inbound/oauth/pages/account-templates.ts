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
<h2>Change</h2>
<ul class="links">
<li><a href="${ACCOUNT_PAGES.password}">Change your password</a></li>
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

export { currentPasswordField, back as backToAccount };
