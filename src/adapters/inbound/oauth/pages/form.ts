import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../application/account/register-account.js';
import { escapeHtml } from '../../http/kit/pages/html.js';

export interface FieldSpec {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  hint?: string;
  error?: string;
  minLength?: number;
  maxLength?: number;
}

/** A labelled input; hint and error are tied to it with aria-describedby, the error also with aria-invalid. */
export function field(spec: FieldSpec): string {
  const id = `field-${spec.name}`;
  const describedBy = [spec.hint ? `${id}-hint` : '', spec.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const attributes = [
    `id="${id}"`,
    `name="${spec.name}"`,
    `type="${spec.type}"`,
    `autocomplete="${spec.autocomplete}"`,
    'required',
    spec.type === 'email' ? 'inputmode="email" autocapitalize="none" spellcheck="false"' : '',
    spec.minLength ? `minlength="${spec.minLength}"` : '',
    spec.maxLength ? `maxlength="${spec.maxLength}"` : '',
    spec.value !== undefined && spec.type !== 'password' ? `value="${escapeHtml(spec.value)}"` : '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
    spec.error ? 'aria-invalid="true"' : '',
  ].filter(Boolean);
  return `<div class="field${spec.error ? ' has-error' : ''}">
<label for="${id}">${escapeHtml(spec.label)}</label>
${spec.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(spec.hint)}</p>` : ''}
${spec.error ? `<p class="error" id="${id}-error">${escapeHtml(spec.error)}</p>` : ''}
<input ${attributes.join(' ')}>
</div>`;
}

/** The summary at the top of a refused form: announced at once (role="alert"). */
export function errorSummary(messages: string[]): string {
  if (messages.length === 0) return '';
  return `<div class="error-summary" role="alert" tabindex="-1">
<h2>There is a problem</h2>
<ul>${messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>
</div>`;
}

export const hiddenCsrf = (token: string): string => `<input type="hidden" name="csrf" value="${escapeHtml(token)}">`;

/** The field where a new password is chosen (sign-up, reset, change), with the rule as its hint. */
export const newPasswordField = (name: string, label: string, error?: string): string =>
  field({
    name,
    label,
    type: 'password',
    autocomplete: 'new-password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`,
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    error,
  });
