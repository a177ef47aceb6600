import { PASSWORD_MAX_LENGTH } from '../../../../application/account/register-account.js';
import { DISPLAY_NAME_MAX_LENGTH } from '../../../../domain/account/types.js';
import { SCOPE_WORDS } from '../scopes.js';
import { errorSummary, field, hiddenCsrf, newPasswordField } from './form.js';
import { escapeHtml, layout } from '../../http/kit/pages/html.js';

export interface InteractionPage {
  uid: string;
  csrf: string;
  clientName: string;
}

const action = (uid: string, step: string) => `/oauth/interaction/${encodeURIComponent(uid)}/${step}`;

/** "Cancel": ends the authorization with access_denied, back at the app. */
const cancelForm = (page: InteractionPage, label: string) => `<form method="post" action="${action(page.uid, 'abort')}">
${hiddenCsrf(page.csrf)}
<button type="submit" class="secondary">${escapeHtml(label)}</button>
</form>`;

/** The two fields of every sign-in form. */
export const signInFields = (email?: string): string =>
  `${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: email })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', maxLength: PASSWORD_MAX_LENGTH })}`;

export function signInPage(page: InteractionPage, state: { email?: string; error?: string; notice?: string } = {}): string {
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
<p>to continue to <strong>${escapeHtml(page.clientName)}</strong></p>
${state.notice ? `<p class="notice" role="status">${escapeHtml(state.notice)}</p>` : ''}
${errorSummary(state.error ? [state.error] : [])}
<form method="post" action="${action(page.uid, 'login')}" novalidate>
${hiddenCsrf(page.csrf)}
${signInFields(state.email)}
<div class="actions"><button type="submit" class="primary">Sign in</button></div>
</form>
<p><a href="/oauth/reset-password">Forgot your password?</a></p>
<p>New here? <a href="${action(page.uid, 'signup')}">Create an account</a></p>
${cancelForm(page, 'Cancel')}`,
  );
}

export interface SignUpState {
  email?: string;
  displayName?: string;
  errors?: Partial<Record<'email' | 'password' | 'displayName', string>>;
}

export function signUpPage(page: InteractionPage, state: SignUpState = {}): string {
  const errors = state.errors ?? {};
  return layout(
    'Create an account',
    `<h1>Create an account</h1>
<p>to continue to <strong>${escapeHtml(page.clientName)}</strong></p>
${errorSummary(Object.values(errors).filter((e): e is string => Boolean(e)))}
<form method="post" action="${action(page.uid, 'signup')}" novalidate>
${hiddenCsrf(page.csrf)}
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: state.email, error: errors.email })}
${newPasswordField('password', 'Password', errors.password)}
${field({
  name: 'displayName',
  label: 'Display name',
  type: 'text',
  autocomplete: 'nickname',
  hint: 'Shown to people you share itineraries with.',
  maxLength: DISPLAY_NAME_MAX_LENGTH,
  value: state.displayName,
  error: errors.displayName,
})}
<div class="actions"><button type="submit" class="primary">Create account</button></div>
</form>
<p>Have an account? <a href="/oauth/interaction/${encodeURIComponent(page.uid)}">Sign in</a></p>
${cancelForm(page, 'Cancel')}`,
  );
}

export interface ConsentState {
  scopes: string[];
  firstParty: boolean;
  redirectTo: string;
  accountName: string;
}

export function consentPage(page: InteractionPage, state: ConsentState): string {
  const items = state.scopes.map((s) => `<li>${escapeHtml(SCOPE_WORDS[s] ?? s)} <span class="muted">(${escapeHtml(s)})</span></li>`);
  return layout(
    'Allow access',
    `<h1>Allow ${escapeHtml(page.clientName)} to use your account?</h1>
<p>Signed in as <strong>${escapeHtml(state.accountName)}</strong>.</p>
${state.firstParty ? '' : `<p class="muted">${escapeHtml(page.clientName)} is not made by us. Only allow apps you trust.</p>`}
<h2>It will be able to:</h2>
<ul class="scopes">${items.join('\n') || '<li>Know that you signed in</li>'}</ul>
<p class="muted">You will go back to ${escapeHtml(state.redirectTo)}.</p>
<div class="actions">
<form method="post" action="${action(page.uid, 'consent')}">
${hiddenCsrf(page.csrf)}
<button type="submit" class="primary">Allow</button>
</form>
${cancelForm(page, 'Deny')}
</div>`,
  );
}
