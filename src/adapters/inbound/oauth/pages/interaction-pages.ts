import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { errors as oidcErrors, type InteractionResults } from 'oidc-provider';
import type { AccountReader } from '../../../../application/ports/account-reader.port.js';
import type { Logger } from '../../../../application/ports/logger.port.js';
import type { EmailVerification } from '../../../../application/account/email-verification.js';
import type { RegisterAccount } from '../../../../application/account/register-account.js';
import { SignInRefused, SignInThrottled, type SignIn } from '../../../../application/account/sign-in.js';
import { DomainError, type FieldError } from '../../../../domain/shared/domain-error.js';
import type { HttpRouteModule } from '../../http/kit/route-module.js';
import { INTERACTION_PATH, isFirstParty } from '../provider.js';
import type { OidcProviderHost } from '../provider-host.js';
import { InteractionCsrf } from './csrf.js';
import { errorPageHtml } from './error-page.js';
import { pageHeaders, STYLESHEET_PATH } from '../../http/kit/pages/html.js';
import { PAGES_CSS } from '../../http/kit/pages/stylesheet.js';
import { consentPage, signInPage, signUpPage, type InteractionPage } from './templates.js';

type Interaction = Awaited<ReturnType<OidcProviderHost['provider']['interactionDetails']>>;

/** Form bodies are parsed here only, and kept small: three short fields and a token. */
const forms = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 10 });

class PageError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

const expired = () =>
  new PageError(400, 'This sign-in has expired', 'The sign-in page was open too long or was opened in another browser. Go back to the app and start again.');

/**
 * Our own interaction pages (devInteractions is off): sign in, sign up, consent. Plain HTML forms
 * (no JavaScript), strict CSP, CSRF token per interaction.
 */
export class InteractionPages implements HttpRouteModule {
  readonly name = 'oauth-pages';
  readonly stage = 'raw' as const;
  private csrfTokens?: InteractionCsrf;

  constructor(
    private readonly host: OidcProviderHost,
    private readonly registration: RegisterAccount,
    private readonly signIn: SignIn,
    private readonly accounts: AccountReader,
    private readonly verification: EmailVerification,
    private readonly logger: Logger,
  ) {}

  register(router: Router): void {
    router.get(STYLESHEET_PATH, (_req, res) => {
      res.set({ 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' }).type('text/css').send(PAGES_CSS);
    });
    const path = `${INTERACTION_PATH}/:uid`;
    router.get(path, this.page(async (req, res, interaction) => this.showPrompt(req, res, interaction)));
    router.get(`${path}/signup`, this.page(async (_req, res, interaction) => this.send(res, interaction, 200, signUpPage(await this.context(interaction)))));
    router.post(`${path}/login`, forms, this.form((req, res, interaction) => this.login(req, res, interaction)));
    router.post(`${path}/signup`, forms, this.form((req, res, interaction) => this.signUp(req, res, interaction)));
    router.post(`${path}/consent`, forms, this.form((req, res, interaction) => this.consent(req, res, interaction)));
    router.post(`${path}/abort`, forms, this.form((req, res) => this.finish(req, res, { error: 'access_denied', error_description: 'The user did not allow access.' })));
  }

  private async showPrompt(req: Request, res: Response, interaction: Interaction): Promise<void> {
    const page = await this.context(interaction);
    if (interaction.prompt.name === 'login') return this.send(res, interaction, 200, signInPage(page));
    if (interaction.prompt.name === 'consent') {
      const accountId = interaction.session?.accountId;
      const account = accountId ? await this.accounts.get(accountId) : undefined;
      if (!account) throw expired();
      const client = await this.host.provider.Client.find(String(interaction.params.client_id));
      return this.send(
        res,
        interaction,
        200,
        consentPage(page, {
          scopes: requestedScopes(interaction),
          firstParty: isFirstParty(client?.metadata()),
          redirectTo: originOf(String(interaction.params.redirect_uri)),
          accountName: `${account.displayName} (${account.email})`,
        }),
      );
    }
    this.logger.warn({ prompt: interaction.prompt.name, path: req.path }, 'unexpected interaction prompt');
    throw new PageError(400, 'Sign-in could not continue', 'This request needs a step we do not support. Go back to the app and start again.');
  }

  private async login(req: Request, res: Response, interaction: Interaction): Promise<void> {
    const { email, password } = strings(req.body, ['email', 'password']);
    try {
      const accountId = await this.signIn.execute(email, password, req.socket.remoteAddress ?? 'unknown');
      // An account whose address is unconfirmed gets a fresh link (at most every few minutes).
      void this.verification.sendQuietly(accountId);
      await this.finish(req, res, { login: { accountId } });
    } catch (error) {
      if (error instanceof SignInThrottled) {
        res.set('Retry-After', String(error.retryAfterSeconds));
        return this.send(res, interaction, 429, signInPage(await this.context(interaction), { email, error: error.message }));
      }
      if (error instanceof SignInRefused) {
        return this.send(res, interaction, 401, signInPage(await this.context(interaction), { email, error: error.message }));
      }
      throw error;
    }
  }

  private async signUp(req: Request, res: Response, interaction: Interaction): Promise<void> {
    const input = strings(req.body, ['email', 'password', 'displayName']);
    try {
      const { accountId } = await this.registration.execute(input, {
        clientId: String(interaction.params.client_id),
        correlationId: interaction.uid,
        causationId: interaction.uid,
      });
      // The link goes out beside the sign-up, which does not wait for the mail server.
      void this.verification.sendQuietly(accountId);
      // A new account is signed in at once; the consent page follows.
      await this.finish(req, res, { login: { accountId } });
    } catch (error) {
      if (!(error instanceof DomainError) || !['validationFailed', 'emailTaken'].includes(error.code)) throw error;
      const fieldErrors: Record<string, string> = {};
      if (error.code === 'emailTaken') fieldErrors.email = 'An account with this email already exists. Sign in instead.';
      for (const e of (error.details.errors ?? []) as FieldError[]) fieldErrors[e.path] ??= `${labelOf(e.path)} ${e.message}.`;
      const status = error.code === 'emailTaken' ? 409 : 400;
      this.send(res, interaction, status, signUpPage(await this.context(interaction), { email: input.email, displayName: input.displayName, errors: fieldErrors }));
    }
  }

  private async consent(req: Request, res: Response, interaction: Interaction): Promise<void> {
    if (interaction.prompt.name !== 'consent' || !interaction.session?.accountId) throw expired();
    const { Grant } = this.host.provider;
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    const grant =
      (interaction.grantId ? await Grant.find(interaction.grantId) : undefined) ??
      new Grant({ accountId: interaction.session.accountId, clientId: String(interaction.params.client_id) });
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    await this.finish(req, res, { consent: { grantId } }, true);
  }

  private async finish(req: Request, res: Response, result: InteractionResults, merge = false): Promise<void> {
    await this.host.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: merge });
  }

  /** GET handler: loads the interaction (cookie-bound), renders errors as pages. */
  private page(handler: (req: Request, res: Response, interaction: Interaction) => Promise<void>) {
    return async (req: Request, res: Response, next: NextFunction) => {
      try {
        await handler(req, res, await this.details(req, res));
      } catch (error) {
        this.fail(res, error, next);
      }
    };
  }

  /** POST handler: also checks the CSRF token before anything else happens. */
  private form(handler: (req: Request, res: Response, interaction: Interaction) => Promise<void>) {
    return this.page(async (req, res, interaction) => {
      if (!this.csrf().verify(interaction.uid, (req.body as Record<string, unknown> | undefined)?.csrf)) {
        throw new PageError(403, 'This form has expired', 'Reload the page and try again.');
      }
      await handler(req, res, interaction);
    });
  }

  private async details(req: Request, res: Response): Promise<Interaction> {
    try {
      const interaction = await this.host.provider.interactionDetails(req, res);
      if (interaction.uid !== req.params.uid) throw expired();
      return interaction;
    } catch (error) {
      if (error instanceof oidcErrors.SessionNotFound || error instanceof PageError) throw expired();
      throw error;
    }
  }

  private fail(res: Response, error: unknown, next: NextFunction): void {
    if (res.headersSent) return next(error);
    if (error instanceof PageError) {
      res.status(error.status).set(pageHeaders()).type('html').send(errorPageHtml(error.title, error.message));
      return;
    }
    this.logger.error({ err: error }, 'interaction page failed');
    res.status(500).set(pageHeaders()).type('html').send(errorPageHtml('Something went wrong', 'Something went wrong on our side; it has been logged. Try again in a moment.'));
  }

  private send(res: Response, interaction: Interaction, status: number, html: string): void {
    res.status(status).set(pageHeaders(formTargets(interaction))).type('html').send(html);
  }

  private async context(interaction: Interaction): Promise<InteractionPage> {
    const client = await this.host.provider.Client.find(String(interaction.params.client_id));
    return { uid: interaction.uid, csrf: this.csrf().tokenFor(interaction.uid), clientName: client?.clientName ?? String(interaction.params.client_id) };
  }

  private csrf(): InteractionCsrf {
    return (this.csrfTokens ??= new InteractionCsrf(this.host.csrfSecret));
  }
}

/** Scopes the app asked for, that this service knows, in a stable order. */
function requestedScopes(interaction: Interaction): string[] {
  const asked = String(interaction.params.scope ?? '').split(' ').filter(Boolean);
  return [...new Set(asked)];
}

/**
 * Where a form submission may end: our own pages, and the client's redirect URI (the browser follows
 * the authorization response there; Chrome applies form-action to that redirect too).
 */
function formTargets(interaction: Interaction): string[] {
  const uri = URL.parse(String(interaction.params.redirect_uri ?? ''));
  if (!uri) return [];
  return [/^https?:$/.test(uri.protocol) ? uri.origin : uri.protocol];
}

const originOf = (uri: string): string => {
  const parsed = URL.parse(uri);
  if (!parsed) return uri;
  return /^https?:$/.test(parsed.protocol) ? parsed.host : `${parsed.protocol}//${parsed.host}`;
};

const LABELS: Record<string, string> = { email: 'Email', password: 'Password', displayName: 'Display name' };
const labelOf = (path: string) => LABELS[path] ?? path;

function strings<K extends string>(body: unknown, keys: K[]): Record<K, string> {
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return Object.fromEntries(keys.map((k) => [k, typeof source[k] === 'string' ? (source[k] as string) : ''])) as Record<K, string>;
}
