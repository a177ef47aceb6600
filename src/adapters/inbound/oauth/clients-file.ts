import { readFile } from 'node:fs/promises';
import type { ClientMetadata } from 'oidc-provider';
import { publicClientDefaults, FIRST_PARTY } from './provider.js';

/** One operator-managed client as written in CLIENTS_FILE or given to `clients:add`. */
export interface OperatorClient {
  clientId: string;
  name: string;
  redirectUris: string[];
  firstParty: boolean;
}

/**
 * oidc-provider metadata for an operator's client: public, code flow with refresh tokens.
 * Apps with a custom-scheme redirect (com.example.app:/cb) are native; the rest are web apps.
 */
export function operatorClientMetadata(client: OperatorClient): ClientMetadata {
  const native = client.redirectUris.some((uri) => !/^https?:/i.test(uri));
  return {
    ...publicClientDefaults(),
    client_id: client.clientId,
    client_name: client.name,
    redirect_uris: client.redirectUris,
    application_type: native ? 'native' : 'web',
    [FIRST_PARTY]: client.firstParty,
  };
}

/**
 * CLIENTS_FILE: a JSON array of `{"client_id", "client_name", "redirect_uris": [...], "first_party"}`.
 * Problems are reported with the entry's index so the operator can fix the file.
 */
export async function readClientsFile(file: string | undefined): Promise<ClientMetadata[]> {
  if (!file) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`CLIENTS_FILE ${file}: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new Error(`CLIENTS_FILE ${file}: expected a JSON array of clients`);
  return parsed.map((entry: Record<string, unknown>, index) => {
    const where = `CLIENTS_FILE ${file} [${index}]`;
    if (typeof entry?.client_id !== 'string' || entry.client_id === '') throw new Error(`${where}: client_id is required`);
    if (!Array.isArray(entry.redirect_uris) || !entry.redirect_uris.every((u) => typeof u === 'string') || entry.redirect_uris.length === 0) {
      throw new Error(`${where}: redirect_uris must be a non-empty array of URLs`);
    }
    if (entry.first_party !== undefined && typeof entry.first_party !== 'boolean') {
      throw new Error(`${where}: first_party must be true or false`);
    }
    return operatorClientMetadata({
      clientId: entry.client_id,
      name: typeof entry.client_name === 'string' ? entry.client_name : entry.client_id,
      redirectUris: entry.redirect_uris as string[],
      firstParty: entry.first_party === true,
    });
  });
}
