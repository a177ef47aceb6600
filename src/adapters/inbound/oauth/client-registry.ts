import { randomUUID } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { OAuthStore } from '../../../application/ports/oauth-store.port.js';
import { FIRST_PARTY, isFirstParty } from './provider.js';
import { operatorClientMetadata, type OperatorClient } from './clients-file.js';
import type { OidcProviderHost } from './provider-host.js';

export interface ClientSummary extends OperatorClient {
  /** builtIn: the service's own (its API reference); file: CLIENTS_FILE; operator: `clients:add`; registered: dynamic registration (always third-party). */
  source: 'builtIn' | 'file' | 'operator' | 'registered';
}

export class ClientInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClientInputError';
  }
}

/** Operator-managed clients (CLI `clients:add`, `clients:list`), stored where oidc-provider finds them. */
export class ClientRegistry {
  constructor(
    private readonly host: OidcProviderHost,
    private readonly store: OAuthStore,
  ) {}

  async add(input: { name: string; redirectUris: string[]; firstParty: boolean; clientId?: string }): Promise<ClientSummary> {
    const client: OperatorClient = { ...input, clientId: input.clientId ?? randomUUID() };
    if (client.name.trim() === '') throw new ClientInputError('a client needs a name');
    if (client.redirectUris.length === 0) throw new ClientInputError('a client needs at least one redirect URI');
    const metadata = operatorClientMetadata(client);
    try {
      // Runs oidc-provider's own metadata checks (redirect URI rules, ...) before anything is stored.
      await (this.host.provider.Client as unknown as { validate(m: object): Promise<void> }).validate(metadata);
    } catch (error) {
      throw new ClientInputError((error as { error_description?: string }).error_description ?? (error as Error).message);
    }
    if (this.host.staticClients.some((c) => c.client_id === client.clientId)) {
      throw new ClientInputError(`client ${client.clientId} is defined in CLIENTS_FILE or built in`);
    }
    await this.store.model('Client').upsert(client.clientId, metadata as never);
    return { ...client, source: 'operator' };
  }

  async list(): Promise<ClientSummary[]> {
    const fromFile = this.host.staticClients.map((m) => summary(m as Record<string, unknown>, this.host.isBuiltIn(m.client_id) ? 'builtIn' : 'file'));
    const stored = (await this.store.model('Client').list()).map(({ payload }) =>
      summary(payload, FIRST_PARTY in payload ? 'operator' : 'registered'),
    );
    return [...fromFile, ...stored];
  }

  /** The client as oidc-provider sees it (static or stored), or undefined. */
  async find(clientId: string): ReturnType<Provider['Client']['find']> {
    return this.host.provider.Client.find(clientId);
  }
}

const summary = (m: Record<string, unknown>, source: ClientSummary['source']): ClientSummary => ({
  clientId: String(m.client_id),
  name: String(m.client_name ?? m.client_id),
  redirectUris: (m.redirect_uris as string[] | undefined) ?? [],
  firstParty: isFirstParty(m),
  source,
});
