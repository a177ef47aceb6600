import { ContainerModule } from 'inversify';
import type { AccessTokenVerifier } from '../application/ports/access-token-verifier.port.js';
import type { AccountReader } from '../application/ports/account-reader.port.js';
import type { Clock } from '../application/ports/clock.port.js';
import type { IdGenerator } from '../application/ports/id-generator.port.js';
import type { EventStore } from '../application/ports/event-store.port.js';
import type { Lifecycle } from '../application/ports/lifecycle.port.js';
import type { Logger } from '../application/ports/logger.port.js';
import type { PasswordHasher } from '../application/ports/password-hasher.port.js';
import { AccountCommands } from '../application/account/account-commands.js';
import { AccountQueries } from '../application/account/account-queries.js';
import { ConnectedAppsAccess } from '../application/account/connected-apps.js';
import { createAccountRepository, type AccountRepository } from '../application/account/account-repository.js';
import { CalendarFeedKeys } from '../application/calendar/calendar-feed-keys.js';
import { EmailReservations } from '../application/account/email-reservations.js';
import { EmailVerification } from '../application/account/email-verification.js';
import { AccountPageSessions } from '../application/account/account-page-sessions.js';
import { ChangePassword } from '../application/account/change-password.js';
import { DeleteAccount } from '../application/account/delete-account.js';
import { EmailChange } from '../application/account/email-change.js';
import { PasswordConfirmation } from '../application/account/password-confirmation.js';
import { PasswordReset } from '../application/account/password-reset.js';
import { RegisterAccount } from '../application/account/register-account.js';
import { SignIn } from '../application/account/sign-in.js';
import { ADDRESS_THROTTLE, SignInThrottle } from '../application/account/sign-in-throttle.js';
import type { Config } from '../config/config.js';
import { TOKENS } from '../tokens.js';
import { JwtSignedTokens } from '../adapters/outbound/crypto/jwt-signed-tokens.js';
import { SecretStorePersonalDataKeys } from '../adapters/outbound/crypto/personal-data-sealing.js';
import type { PersonalDataKeys } from '../application/ports/personal-data-keys.port.js';
import { ScryptPasswordHasher } from '../adapters/outbound/crypto/scrypt-password-hasher.js';
import { WebLinkReader } from '../adapters/outbound/web/link-reader.js';
import type { HttpRouteModule } from '../adapters/inbound/http/kit/route-module.js';
import { JoseAccessTokenVerifier } from '../adapters/inbound/oauth/access-token-verifier.js';
import { ClientRegistry } from '../adapters/inbound/oauth/client-registry.js';
import type { OperatorClient } from '../adapters/inbound/oauth/clients-file.js';
import { DOCS_CLIENT_ID, DOCS_OAUTH_REDIRECT_PATH } from '../adapters/inbound/http/routes/openapi/docs-routes.js';
import { MeRoutes } from '../adapters/inbound/oauth/me-routes.js';
import { OAuthRoutes } from '../adapters/inbound/oauth/oauth-routes.js';
import { InteractionPages } from '../adapters/inbound/oauth/pages/interaction-pages.js';
import { VerifyEmailPage } from '../adapters/inbound/oauth/pages/verify-email-page.js';
import { ResetPasswordPages } from '../adapters/inbound/oauth/pages/reset-password-pages.js';
import { OidcAccountSessions } from '../adapters/inbound/oauth/account-sessions.js';
import { AccountPageAccess } from '../adapters/inbound/oauth/pages/account-page-access.js';
import type { SignedInAccount } from '../adapters/inbound/http/routes/trip-page/trip-page.routes.js';
import { AccountPages } from '../adapters/inbound/oauth/pages/account-pages.js';
import { EmailChangePage } from '../adapters/inbound/oauth/pages/email-change-page.js';
import { OidcConnectedApps } from '../adapters/inbound/oauth/connected-apps.js';
import { ConnectedAppsRoutes } from '../adapters/inbound/oauth/connected-apps-routes.js';
import { ConnectedAppsPage } from '../adapters/inbound/oauth/pages/connected-apps-page.js';
import { OidcProviderHost } from '../adapters/inbound/oauth/provider-host.js';
import { TokenIssuer } from '../adapters/inbound/oauth/token-issuer.js';

const ACCOUNT_REPOSITORY = Symbol.for('AccountRepository');
/** A Client ID Metadata Document is a few hundred bytes of JSON, served at once, at its own URL. */
const CLIENT_METADATA_MAX_BYTES = 5 * 1024;
const CLIENT_METADATA_TIMEOUT_MS = 2_500;
const CLIENT_METADATA_USER_AGENT = 'ItineraryOAuth/1.0 (+reads Client ID Metadata Documents)';
const EMAIL_RESERVATIONS = Symbol.for('EmailReservations');
const PASSWORD_CONFIRMATION = Symbol.for('PasswordConfirmation');
const ACCOUNT_SESSIONS = Symbol.for('AccountSessions');
const ACCOUNT_PAGE_ACCESS = Symbol.for('AccountPageAccess');
const CONNECTED_APPS = Symbol.for('ConnectedAppsAccess');

/** Accounts: the aggregate's repository, email reservations, password hashing and the use cases. */
export const accountsModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<PasswordHasher>(TOKENS.PasswordHasher).toConstantValue(new ScryptPasswordHasher());
    bind<AccountRepository>(ACCOUNT_REPOSITORY).toDynamicValue((c) =>
      createAccountRepository(c.get<EventStore>(TOKENS.EventStore), c.get<Clock>(TOKENS.Clock), c.get<IdGenerator>(TOKENS.IdGenerator)),
    );
    bind(EMAIL_RESERVATIONS).toDynamicValue(
      (c) => new EmailReservations(c.get<EventStore>(TOKENS.EventStore), c.get<Clock>(TOKENS.Clock), c.get<IdGenerator>(TOKENS.IdGenerator)),
    );
    bind(TOKENS.AccountQueries).toDynamicValue(
      (c) => new AccountQueries(c.get(ACCOUNT_REPOSITORY), c.get(EMAIL_RESERVATIONS), c.get(TOKENS.Clock), config.importAllowancePerYear),
    );
    bind<AccountReader>(TOKENS.AccountReader).toService(TOKENS.AccountQueries);
    bind(TOKENS.AccountCommands).toDynamicValue(
      (c) => new AccountCommands(c.get(ACCOUNT_REPOSITORY), c.get(TOKENS.Clock), config.importAllowancePerYear),
    );
    bind(TOKENS.CalendarFeedKeys).toDynamicValue((c) => new CalendarFeedKeys(c.get(ACCOUNT_REPOSITORY), c.get(TOKENS.Clock)));
    bind(TOKENS.RegisterAccount).toDynamicValue(
      (c) =>
        new RegisterAccount(c.get(ACCOUNT_REPOSITORY), c.get(EMAIL_RESERVATIONS), c.get(TOKENS.PasswordHasher), c.get(TOKENS.Clock), c.get(TOKENS.IdGenerator)),
    );
    bind(TOKENS.SignedTokens).toDynamicValue((c) => new JwtSignedTokens(c.get(TOKENS.SecretStore), config.baseUrl));
    bind(TOKENS.EmailVerification).toDynamicValue(
      (c) =>
        new EmailVerification(c.get(ACCOUNT_REPOSITORY), c.get(TOKENS.SignedTokens), c.get(TOKENS.Mailer), c.get(TOKENS.Clock), c.get(TOKENS.Logger), config.baseUrl),
    );
    bind<PersonalDataKeys>(TOKENS.PersonalDataKeys).toDynamicValue((c) => new SecretStorePersonalDataKeys(c.get(TOKENS.SecretStore)));
    bind(PASSWORD_CONFIRMATION).toDynamicValue(
      (c) => new PasswordConfirmation(c.get(ACCOUNT_REPOSITORY), c.get(TOKENS.PasswordHasher), new SignInThrottle(c.get(TOKENS.Clock))),
    );
    bind(TOKENS.SignIn).toDynamicValue(
      (c) =>
        new SignIn(c.get(ACCOUNT_REPOSITORY), c.get(EMAIL_RESERVATIONS), c.get(TOKENS.PasswordHasher), new SignInThrottle(c.get(TOKENS.Clock)), new SignInThrottle(c.get(TOKENS.Clock), ADDRESS_THROTTLE)),
    );
  });

/**
 * The API reference page (/docs) signs in as this public client: one of the service's own apps, its
 * only redirect URI Swagger UI's redirect page on BASE_URL (docs/oauth.md "The reference page's client").
 */
const docsClient = (baseUrl: string): OperatorClient => ({
  clientId: DOCS_CLIENT_ID,
  name: 'Itinerary API reference',
  redirectUris: [`${baseUrl}${DOCS_OAUTH_REDIRECT_PATH}`],
  firstParty: true,
});

/**
 * The authorization server (oidc-provider), its store and keys, the bearer-token verifier, the
 * interaction pages and /v1/me, over the OAuth and secret stores the profile picks (profiles.ts).
 */
export const oauthModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.OAuthProvider).toDynamicValue(
      (c) =>
        new OidcProviderHost(
          config.baseUrl,
          config.clientsFile,
          c.get(TOKENS.SecretStore),
          c.get(TOKENS.OAuthStore),
          c.get(TOKENS.AccountReader),
          new WebLinkReader({
            allowedHosts: config.clientMetadataAllowedHosts,
            userAgent: CLIENT_METADATA_USER_AGENT,
            maxRedirects: 0,
            timeoutMs: CLIENT_METADATA_TIMEOUT_MS,
            maxBytes: CLIENT_METADATA_MAX_BYTES,
          }),
          c.get<Logger>(TOKENS.Logger).child({ component: 'oauth' }),
          [docsClient(config.baseUrl)],
        ),
    );
    bind<Lifecycle>(TOKENS.Lifecycle).toService(TOKENS.OAuthProvider);
    bind(TOKENS.OAuthClients).toDynamicValue((c) => new ClientRegistry(c.get(TOKENS.OAuthProvider), c.get(TOKENS.OAuthStore)));
    bind(TOKENS.TokenIssuer).toDynamicValue(
      (c) => new TokenIssuer(c.get(TOKENS.OAuthProvider), c.get(TOKENS.AccountReader), config.baseUrl),
    );
    bind<AccessTokenVerifier>(TOKENS.AccessTokenVerifier).toDynamicValue(
      (c) => new JoseAccessTokenVerifier(c.get(TOKENS.SecretStore), config.baseUrl),
    );
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue(
      (c) =>
        new InteractionPages(
          c.get(TOKENS.OAuthProvider),
          c.get(TOKENS.RegisterAccount),
          c.get(TOKENS.SignIn),
          c.get(TOKENS.AccountReader),
          c.get(TOKENS.EmailVerification),
          c.get(TOKENS.Logger),
        ),
    );
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue((c) => new VerifyEmailPage(c.get(TOKENS.EmailVerification), c.get(TOKENS.AccountReader), c.get(TOKENS.Logger)));
    bind(ACCOUNT_SESSIONS).toDynamicValue((c) => new OidcAccountSessions(c.get(TOKENS.OAuthStore)));
    bind(TOKENS.PasswordReset).toDynamicValue(
      (c) =>
        new PasswordReset(
          c.get(ACCOUNT_REPOSITORY),
          c.get(EMAIL_RESERVATIONS),
          c.get(TOKENS.PasswordHasher),
          c.get(TOKENS.SignedTokens),
          c.get(TOKENS.Mailer),
          c.get(ACCOUNT_SESSIONS),
          c.get(TOKENS.Clock),
          c.get(TOKENS.Logger),
          config.baseUrl,
        ),
    );
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue((c) => new ResetPasswordPages(c.get(TOKENS.PasswordReset), c.get(TOKENS.Logger)));
    bind(TOKENS.ChangePassword).toDynamicValue(
      (c) => new ChangePassword(c.get(ACCOUNT_REPOSITORY), c.get(PASSWORD_CONFIRMATION), c.get(TOKENS.PasswordHasher), c.get(ACCOUNT_SESSIONS), c.get(TOKENS.Clock)),
    );
    bind(TOKENS.EmailChange).toDynamicValue(
      (c) =>
        new EmailChange(
          c.get(ACCOUNT_REPOSITORY),
          c.get(EMAIL_RESERVATIONS),
          c.get(PASSWORD_CONFIRMATION),
          c.get(TOKENS.SignedTokens),
          c.get(TOKENS.Mailer),
          c.get(TOKENS.Clock),
          config.baseUrl,
        ),
    );
    bind(TOKENS.DeleteAccount).toDynamicValue(
      (c) =>
        new DeleteAccount(
          c.get(ACCOUNT_REPOSITORY),
          c.get(EMAIL_RESERVATIONS),
          c.get(PASSWORD_CONFIRMATION),
          c.get(TOKENS.ItineraryListReader),
          c.get(TOKENS.ProjectionProgress),
          c.get(TOKENS.ChangeItinerary),
          c.get(ACCOUNT_SESSIONS),
          c.get(TOKENS.PersonalDataKeys),
          c.get(TOKENS.Clock),
        ),
    );
    bind(ACCOUNT_PAGE_ACCESS).toDynamicValue(
      (c) =>
        new AccountPageAccess(
          new AccountPageSessions(c.get(ACCOUNT_REPOSITORY), c.get(TOKENS.SignedTokens), c.get(TOKENS.IdGenerator)),
          c.get(TOKENS.OAuthProvider),
          config.baseUrl.startsWith('https:'),
        ),
    );
    // The trip page knows a signed-in browser only through this function (inbound adapters never import
    // each other). Its cookie at /t/ is oidc-provider's session cookie (Path=/); the pages' own is scoped to them.
    bind<SignedInAccount>(TOKENS.SignedInAccount).toDynamicValue((c) => {
      const access = c.get<AccountPageAccess>(ACCOUNT_PAGE_ACCESS);
      return async (req, res) => (await access.current(req, res))?.accountId;
    });
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue(
      (c) =>
        new AccountPages(
          c.get(ACCOUNT_PAGE_ACCESS),
          c.get(TOKENS.SignIn),
          c.get(TOKENS.AccountReader),
          c.get(TOKENS.EmailVerification),
          c.get(TOKENS.ChangePassword),
          c.get(TOKENS.EmailChange),
          c.get(TOKENS.DeleteAccount),
          c.get(TOKENS.Logger),
        ),
    );
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue((c) => new EmailChangePage(c.get(TOKENS.EmailChange), c.get(TOKENS.Logger)));
    bind(CONNECTED_APPS).toDynamicValue(
      (c) => new ConnectedAppsAccess(new OidcConnectedApps(c.get(TOKENS.OAuthStore), c.get(TOKENS.OAuthClients))),
    );
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue(
      (c) => new ConnectedAppsPage(c.get(ACCOUNT_PAGE_ACCESS), c.get(CONNECTED_APPS), c.get(TOKENS.AccountReader), c.get(TOKENS.Logger)),
    );
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue((c) => new OAuthRoutes(c.get(TOKENS.OAuthProvider), config.baseUrl));
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue(
      (c) => new MeRoutes(c.get(TOKENS.AccessTokenVerifier), c.get(TOKENS.AccountQueries), c.get(TOKENS.AccountCommands), c.get(TOKENS.DeleteAccount), config.baseUrl),
    );
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue(
      (c) => new ConnectedAppsRoutes(c.get(TOKENS.AccessTokenVerifier), c.get(CONNECTED_APPS), config.baseUrl),
    );
  });
