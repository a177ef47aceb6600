import type Provider from 'oidc-provider';
import type { ClientMetadata } from 'oidc-provider';
import type { AccountReader } from '../../../application/ports/account-reader.port.js';
import type { Lifecycle } from '../../../application/ports/lifecycle.port.js';
import type { LinkReader } from '../../../application/ports/link-reader.port.js';
import type { Logger } from '../../../application/ports/logger.port.js';
import type { OAuthStore } from '../../../application/ports/oauth-store.port.js';
import type { SecretStore } from '../../../application/ports/secret-store.port.js';
import { operatorClientMetadata, readClientsFile, type OperatorClient } from './clients-file.js';
import { loadOAuthKeys, type OAuthKeys } from './keys.js';
import { renderErrorPage } from './pages/error-page.js';
import { createOidcProvider } from './provider.js';

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Owns the oidc-provider instance: builds it at start (keys and clients need I/O) and sweeps expired
 * artifacts from the store while running.
 */
export class OidcProviderHost implements Lifecycle {
  readonly name = 'oauth-provider';
  private current?: { provider: Provider; keys: OAuthKeys; staticClients: ClientMetadata[] };
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly issuer: string,
    private readonly clientsFile: string | undefined,
    private readonly secrets: SecretStore,
    private readonly store: OAuthStore,
    private readonly accounts: AccountReader,
    private readonly clientMetadataReader: LinkReader,
    private readonly logger: Logger,
    /** Clients the service itself brings (its API reference page), before those of CLIENTS_FILE. */
    private readonly builtInClients: OperatorClient[] = [],
  ) {}

  get provider(): Provider {
    return this.started().provider;
  }

  /** Secret for the interaction pages' CSRF tokens: the current cookie-signing key. */
  get csrfSecret(): string {
    return this.started().keys.cookies[0]!;
  }

  get staticClients(): ClientMetadata[] {
    return this.started().staticClients;
  }

  isBuiltIn(clientId: string): boolean {
    return this.builtInClients.some((client) => client.clientId === clientId);
  }

  async start(): Promise<void> {
    if (this.current) return;
    const keys = await loadOAuthKeys(this.secrets);
    const fromFile = await readClientsFile(this.clientsFile);
    const reserved = fromFile.find((client) => this.builtInClients.some((builtIn) => builtIn.clientId === client.client_id));
    if (reserved) throw new Error(`CLIENTS_FILE ${this.clientsFile}: client_id ${reserved.client_id} is the service's own; choose another`);
    const staticClients = [...this.builtInClients.map(operatorClientMetadata), ...fromFile];
    const provider = createOidcProvider({
      issuer: this.issuer,
      keys,
      store: this.store,
      accounts: this.accounts,
      staticClients,
      clientMetadataReader: this.clientMetadataReader,
      renderError: renderErrorPage,
    });
    provider.on('server_error', (_ctx, err) => this.logger.error({ err }, 'oauth server error'));
    this.current = { provider, keys, staticClients };
    this.sweeper = setInterval(() => {
      this.store.sweep().catch((err: unknown) => this.logger.warn({ err }, 'oauth store sweep failed'));
    }, SWEEP_EVERY_MS).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.sweeper);
  }

  private started() {
    if (!this.current) throw new Error('the OAuth provider is not started yet');
    return this.current;
  }
}
