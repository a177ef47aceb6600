import type { Configuration } from 'oidc-provider';
import { escapeHtml, layout, pageHeaders } from '../../http/kit/pages/html.js';

/** A readable page for errors the browser lands on (bad client_id, unregistered redirect_uri, ...). */
export function errorPageHtml(title: string, message: string, code?: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
${code ? `<p class="muted">Error code: <code>${escapeHtml(code)}</code></p>` : ''}
<p class="muted">Go back to the app you came from and try again. If it keeps happening, tell the app's makers.</p>`,
  );
}

/** oidc-provider's renderError: the authorization endpoint's errors that cannot go back to the client. */
export const renderErrorPage: NonNullable<Configuration['renderError']> = (ctx, out) => {
  ctx.type = 'html';
  ctx.set(pageHeaders());
  ctx.body = errorPageHtml(
    'Sign-in could not start',
    String(out.error_description ?? 'The request from the app was not valid.'),
    String(out.error ?? ''),
  );
};
