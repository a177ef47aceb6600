import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { accountOfStream, PERSONAL_FIELDS, SHREDDED } from '../../../application/account/personal-data.js';
import type {
  AppendResult,
  EventHandler,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../../../application/ports/event-store.port.js';
import type { PersonalDataKeys } from '../../../application/ports/personal-data-keys.port.js';
import type { SecretStore } from '../../../application/ports/secret-store.port.js';
import { EventStoreDecorator } from '../shared/event-store-decorator.js';

/** The field a sealed event carries instead of its personal fields: `v1.<base64url of iv, tag, ciphertext>`. */
const SEALED = 'sealed';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Keys one pass over the log keeps at most (the first looked up are forgotten first): a few MB. */
const KEYS_PER_PASS = 10_000;

const keyName = (accountId: string): string => `account-key-${accountId}`;

interface StoredKey {
  key: string;
}

/**
 * Crypto-shredding of the account events' personal fields (application/account/personal-data.ts).
 * On append, those fields of an account event are sealed with the account's own key (AES-256-GCM, a
 * random 96-bit IV per event, the event id as associated data, so a sealed value cannot be moved to
 * another event); the key is made on the account's first such event and kept in the secret store.
 * On every read (a stream, the whole log, a subscription) they are opened again, so the domain, the
 * projections and a rebuild see plain events. Once the key is deleted (the account was), they read as
 * the placeholders of SHREDDED: replay still works, and nothing in the log names the person. Events
 * written before sealing existed carry their fields in clear and pass as they are.
 */
export class PersonalDataSealing extends EventStoreDecorator {
  constructor(
    inner: EventStore,
    private readonly secrets: SecretStore,
  ) {
    super(inner);
  }

  override async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    const accountId = accountOfStream(streamId);
    if (!accountId || !events.some((e) => PERSONAL_FIELDS[e.type])) return this.inner.append(streamId, events, expected);
    const stored = await this.secrets.getOrCreate<StoredKey>(keyName(accountId), async () => ({ key: randomBytes(32).toString('base64url') }));
    const key = Buffer.from(stored.key, 'base64url');
    return this.inner.append(streamId, events.map((e) => seal(e, key)), expected);
  }

  override readStream(streamId: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent> {
    const events = this.inner.readStream(streamId, options);
    return accountOfStream(streamId) ? this.opened(events) : events;
  }

  override readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent> {
    return this.opened(this.inner.readAll(options));
  }

  override subscribeToAll(options: SubscribeOptions, handler: EventHandler): Subscription {
    return this.inner.subscribeToAll(options, (event) => (isSealed(event) ? this.open(event).then(handler) : handler(event)));
  }

  /**
   * The events as they are, sealed ones opened. A plain iterator rather than an async generator: a
   * rebuild reads the whole log through it, and the events it leaves alone cost one `then` each. Keys
   * are looked up once per account for one pass over the events (a rebuild meets each account's
   * events many times), and never kept beyond it.
   */
  private opened(events: AsyncIterable<RecordedEvent>): AsyncIterable<RecordedEvent> {
    return {
      [Symbol.asyncIterator]: () => {
        const inner = events[Symbol.asyncIterator]();
        const keys = new Map<string, Promise<Buffer | undefined>>();
        return {
          next: () =>
            inner.next().then((result) => (result.done || !isSealed(result.value) ? result : this.open(result.value, keys).then((value) => ({ value, done: false })))),
          return: async (value?: unknown) => (await inner.return?.(value)) ?? { value: undefined, done: true },
        };
      },
    };
  }

  /** Opens one sealed event; `keys` holds the keys this pass over the events looked up already. */
  private async open(event: RecordedEvent, keys = new Map<string, Promise<Buffer | undefined>>()): Promise<RecordedEvent> {
    const { [SEALED]: sealed, ...rest } = event.data as Record<string, unknown>;
    const accountId = accountOfStream(event.streamId)!;
    let key = keys.get(accountId);
    if (!key) {
      keys.set(accountId, (key = this.keyOf(accountId)));
      if (keys.size > KEYS_PER_PASS) keys.delete(keys.keys().next().value as string);
    }
    const found = await key;
    const personal = found ? unseal(String(sealed), found, event.id) : shredded(event.type);
    return { ...event, data: { ...rest, ...personal } };
  }

  private async keyOf(accountId: string): Promise<Buffer | undefined> {
    const stored = await this.secrets.get<StoredKey>(keyName(accountId));
    return stored && Buffer.from(stored.key, 'base64url');
  }
}

/** Deleting an account's key is all shredding takes: every copy of its events is sealed with it. */
export class SecretStorePersonalDataKeys implements PersonalDataKeys {
  constructor(private readonly secrets: SecretStore) {}

  shred(accountId: string): Promise<void> {
    return this.secrets.delete(keyName(accountId));
  }
}

const isSealed = (event: RecordedEvent): boolean => SEALED in event.data && accountOfStream(event.streamId) !== undefined;

function seal(event: EventToAppend, key: Buffer): EventToAppend {
  const fields = PERSONAL_FIELDS[event.type];
  if (!fields) return event;
  const data = { ...(event.data as Record<string, unknown>) };
  const personal: Record<string, unknown> = {};
  for (const field of fields) {
    personal[field] = data[field];
    delete data[field];
  }
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(event.id));
  const body = Buffer.concat([cipher.update(JSON.stringify(personal), 'utf8'), cipher.final()]);
  data[SEALED] = `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  return { ...event, data };
}

/** Opens a sealed value; a value that does not open with the account's key is damage, not shredding, and throws. */
function unseal(sealed: string, key: Buffer, eventId: string): Record<string, unknown> {
  const [version, payload] = sealed.split('.');
  if (version !== VERSION || !payload) throw new Error(`event ${eventId}: unknown sealing ${version}`);
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(eventId));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
}

const shredded = (type: string): Record<string, unknown> =>
  Object.fromEntries((PERSONAL_FIELDS[type] ?? []).map((field) => [field, SHREDDED[field] ?? '']));
