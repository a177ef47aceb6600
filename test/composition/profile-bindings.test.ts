import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Container } from 'inversify';
import { createContainer } from '../../src/composition/container.js';
import { loadConfig } from '../../src/config/config.js';
import { TOKENS } from '../../src/tokens.js';

/** The class of whatever the container resolves for a token. */
const classOf = (container: Container, token: symbol): string => (container.get(token) as object).constructor.name;

/** The stores each profile picks, resolved (not started: the distributed servers do not exist here). */
const STORES: Array<[string, symbol, string, string]> = [
  ['idempotency', TOKENS.IdempotencyStore, 'SqliteIdempotencyStore', 'MongoIdempotencyStore'],
  ['import cache', TOKENS.ImportCache, 'SqliteImportCache', 'MongoImportCache'],
  ['rated actions', TOKENS.AccountActionLog, 'SqliteAccountActionLog', 'MongoAccountActionLog'],
  ['webhooks', TOKENS.WebhookStore, 'SqliteWebhookStore', 'MongoWebhookStore'],
  ['webhook event feed', TOKENS.WebhookEventFeed, 'SqliteWebhookEventFeed', 'EventStoreDbWebhookEventFeed'],
  ['OAuth store', TOKENS.OAuthStore, 'SqliteOAuthStore', 'MongoOAuthStore'],
  ['process checkpoints', TOKENS.ProcessCheckpoints, 'SqliteProcessCheckpoints', 'MongoProcessCheckpoints'],
  ['secrets', TOKENS.SecretStore, 'FileSecretStore', 'MongoSecretStore'],
  ['blobs', TOKENS.BlobStore, 'FilesystemBlobStore', 'GridFsBlobStore'],
];

describe('profile bindings: one profile picks every store', () => {
  let dir: string;
  before(async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'profile-'))));
  after(() => rm(dir, { recursive: true, force: true }));

  for (const [profile, env, column] of [
    ['embedded', {}, 2],
    ['distributed', { EVENTSTORE_URL: 'esdb://127.0.0.1:1?tls=false', MONGODB_URL: 'mongodb://127.0.0.1:1/itinerary' }, 3],
  ] as const) {
    it(`${profile}: ${STORES.map(([name]) => name).join(', ')}`, async () => {
      const container = await createContainer(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', ...env }));
      const picked = STORES.map(([name, token]) => [name, classOf(container, token)]);
      expect(picked).to.deep.equal(STORES.map((row) => [row[0], row[column]]));
    });
  }
});
