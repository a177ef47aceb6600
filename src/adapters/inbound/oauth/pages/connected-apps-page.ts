import type { Request, Response, Router } from 'express';
import type { ConnectedAppsAccess } from '../../../../application/account/connected-apps.js';
import type { AccountReader } from '../../../../application/ports/account-reader.port.js';
import type { ConnectedApp } from '../../../../application/ports/connected-apps.port.js';
import type { Logger } from '../../../../application/ports/logger.port.js';
import { DomainError } from '../../../../domain/shared/domain-error.js';
import type { HttpRouteModule } from '../../http/kit/route-module.js';
import { SCOPE_WORDS } from '../scopes.js';
import type { PageSession } from '../../../../application/account/account-page-sessions.js';
import type { AccountPageAccess } from './account-page-access.js';
import { ACCOUNT_PAGES, backToAccount } from './account-templates.js';
import { errorSummary, hiddenCsrf } from './form.js';
import { escapeHtml, layout } from '../../http/kit/pages/html.js';
import { pageForms, pageHandler, sendPage, textOf } from './standalone-page.js';

const REVOKE_PATH = `${ACCOUNT_PAGES.apps}/revoke`;

/**
 * "Connected apps": the apps the signed-in traveller has allowed, each with a button that takes its
 * access back (a POST carrying the account pages' session-bound CSRF token). The page is the
 * service's own, so it may do what only first-party apps may (ConnectedAppsAccess).
 */
export class ConnectedAppsPage implements HttpRouteModule {
  readonly name = 'connected-apps-page';
  readonly stage = 'raw' as const;

  constructor(
    private readonly access: AccountPageAccess,
    private readonly apps: ConnectedAppsAccess,
    private readonly accounts: AccountReader,
    private readonly logger: Logger,
  ) {}

  register(router: Router): void {
    router.get(ACCOUNT_PAGES.apps, this.handle(async (req, res) => {
      const browser = await this.access.current(req, res);
      if (!browser) return res.redirect(303, ACCOUNT_PAGES.signIn);
      await this.show(res, browser, 200);
    }));
    router.post(REVOKE_PATH, pageForms, this.handle(async (req, res) => {
      const browser = await this.access.current(req, res);
      if (!browser) return res.redirect(303, ACCOUNT_PAGES.signIn);
      if (!this.access.csrfHolds(browser, req)) return this.show(res, browser, 403, { error: 'This form has expired. Try again.' });
      const clientId = textOf(req.body?.clientId);
      const app = (await this.apps.list(ownPage(browser))).find((a) => a.clientId === clientId);
      try {
        await this.apps.revoke(ownPage(browser), clientId);
      } catch (error) {
        if (!(error instanceof DomainError) || error.code !== 'notFound') throw error;
        return this.show(res, browser, 404, { error: 'That app has no access to your account any more.' });
      }
      await this.show(res, browser, 200, { notice: `${app?.name ?? clientId} no longer has access to your account.` });
    }));
  }

  private async show(res: Response, browser: PageSession, status: number, state: PageState = {}): Promise<void> {
    const [apps, account] = await Promise.all([this.apps.list(ownPage(browser)), this.accounts.get(browser.accountId)]);
    const who = account ? `${account.displayName} (${account.email})` : browser.accountId;
    sendPage(res, status, appsPage(apps, who, this.access.csrfFor(browser), state));
  }

  private handle(run: (req: Request, res: Response) => Promise<void>) {
    return pageHandler(this.logger, 'connected apps page', run);
  }
}

const ownPage = (browser: PageSession) => ({ userId: browser.accountId, firstParty: true });

interface PageState {
  notice?: string;
  error?: string;
}

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const when = (iso: string) => `<time datetime="${escapeHtml(iso)}">${escapeHtml(day.format(new Date(iso)))}</time>`;

function appItem(app: ConnectedApp, csrf: string): string {
  const scopes = app.scopes.map((s) => `<li>${escapeHtml(SCOPE_WORDS[s] ?? s)} <span class="muted">(${escapeHtml(s)})</span></li>`);
  return `<li>
<h2>${escapeHtml(app.name)}</h2>
<p class="muted">${app.firstParty ? 'One of our own apps' : 'Not made by us'} · <span class="client-id">${escapeHtml(app.clientId)}</span></p>
<p>Allowed on ${when(app.firstAuthorizedAt)}; last signed in or refreshed on ${when(app.lastAuthorizedAt)}.</p>
<p>It can:</p>
<ul class="scopes">${scopes.join('\n') || '<li>Know that you signed in</li>'}</ul>
<form method="post" action="${REVOKE_PATH}">
${hiddenCsrf(csrf)}
<input type="hidden" name="clientId" value="${escapeHtml(app.clientId)}">
<button type="submit" class="secondary">Remove access for ${escapeHtml(app.name)}</button>
</form>
</li>`;
}

function appsPage(apps: ConnectedApp[], who: string, csrf: string, state: PageState): string {
  return layout(
    'Connected apps',
    `<h1>Connected apps</h1>
<p>Signed in as <strong>${escapeHtml(who)}</strong>.</p>
${state.notice ? `<p class="notice" role="status">${escapeHtml(state.notice)}</p>` : ''}
${errorSummary(state.error ? [state.error] : [])}
<p class="muted">Apps you allowed to use your account. Removing one stops it from getting access again at once; an access token it already holds ends within the hour.</p>
${apps.length === 0 ? '<p>No app has access to your account.</p>' : `<ul class="apps">\n${apps.map((a) => appItem(a, csrf)).join('\n')}\n</ul>`}
${backToAccount}`,
  );
}
