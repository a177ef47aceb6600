import path from 'node:path';

/**
 * Configuration read once from the environment at start. Every bad value is reported together,
 * each with the variable's name and what it expects, so an operator fixes them in one go.
 */
export interface Config {
  port: number;
  host: string;
  baseUrl: string;
  dataDir: string;
  eventStoreUrl?: string;
  mongodbUrl?: string;
  logLevel: LogLevel;
  /** Yearly link-import allowance per account (docs/design.md §4). */
  importAllowancePerYear: number;
  /** host:port pairs the link reader may fetch although they are private (tests, fixture servers). */
  importAllowedHosts: string[];
  /** Fresh link reads (attempts, failed ones included) per account per hour; 0: no limit (docs/import.md). */
  importAttemptsPerHour: number;
  /** Link import's extraction pool: threads, each task's deadline, tasks that may wait, a thread's heap (docs/import.md). */
  importPool: { threads: number; deadlineMs: number; maxQueue: number; memoryMb: number };
  /**
   * Online geocoder link import asks for the places the offline gazetteer cannot place (GEOCODER_URL,
   * GEOCODER_KIND, GEOCODER_INTERVAL_MS); offline gazetteer only when unset (docs/import.md).
   */
  geocoder?: { url: string; kind: GeocoderKind; intervalMs: number };
  /** OpenAI-compatible chat endpoint for optional structured extraction in link import. */
  llm?: { baseUrl: string; apiKey?: string; model: string };
  /** Pexels photo search (PEXELS_API_KEY; PEXELS_BASE_URL for tests); generated covers only when unset. */
  pexels?: { apiKey: string; baseUrl?: string };
  /** JSON file listing static OAuth clients (operator-managed, may be first-party). */
  clientsFile?: string;
  /** host:port pairs a Client ID Metadata Document may be fetched from although they are private (tests only). */
  clientMetadataAllowedHosts: string[];
  /** Whether this process runs the projector (embedded: yes; distributed API instances: no). */
  runProjector: boolean;
  /** Embedded profile: the projector runs on a worker thread of its own rather than on the API's event loop. */
  projectorThread: boolean;
  /** Requests per window per client address and per bearer token; 0 turns that limit off (docs/operations.md). */
  rateLimit: { windowSeconds: number; perIp: number; perToken: number };
  /** Proxies in front of the service whose X-Forwarded-For is believed (express "trust proxy" hops). */
  trustProxy: number;
  /** Bearer token GET /metrics requires; unset: /metrics answers loopback callers only. */
  metricsToken?: string;
  /** How far the V8 heap grows past what a full collection kept before the next one, in percent; 0: V8's own choice (src/tuning/heap-growth.ts). */
  heapGrowthPercent: number;
  /** How long a graceful shutdown lets open requests finish before it closes their connections. */
  shutdownDeadlineSeconds: number;
  /** Seconds between heartbeats on a live feed (Server-Sent Events), so proxies keep it open (docs/change-feeds.md). */
  liveHeartbeatSeconds: number;
  /**
   * Webhooks (docs/change-feeds.md): whether this process delivers them (one per deployment, as the
   * projector), `host:port` pairs that may receive them over http and although private (tests only),
   * the first retry's wait, the age at which a failing delivery is given up, deliveries in flight at once.
   */
  webhooks: { run: boolean; allowedHosts: string[]; firstRetryMs: number; giveUpSeconds: number; concurrency: number; timeoutMs: number };
  /** Where mail goes: an SMTP server, or (unset) `.eml` files in DATA_DIR/outbox. */
  smtpUrl?: string;
  /** The From of every message. */
  mailFrom: string;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const GEOCODER_KINDS = ['nominatim', 'photon'] as const;
export type GeocoderKind = (typeof GEOCODER_KINDS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);

  const port = read.integer('PORT', 3000, 0, 65535);
  const host = read.string('HOST', '127.0.0.1');
  const baseUrl = read.url('BASE_URL', `http://localhost:${port}`, ['http:', 'https:']).replace(/\/+$/, '');
  const dataDir = path.resolve(read.string('DATA_DIR', 'data'));
  const eventStoreUrl = read.optionalUrl('EVENTSTORE_URL', ['esdb:', 'esdb+discover:', 'kurrentdb:', 'kdb:']);
  const mongodbUrl = read.optionalUrl('MONGODB_URL', ['mongodb:', 'mongodb+srv:']);
  const logLevel = read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info');
  const importAllowancePerYear = read.integer('IMPORT_ALLOWANCE_PER_YEAR', 50, 0, 1_000_000);
  const importAllowedHosts = read.list('IMPORT_ALLOWED_HOSTS');
  const clientMetadataAllowedHosts = read.list('CLIENT_METADATA_ALLOWED_HOSTS');
  const importAttemptsPerHour = read.integer('IMPORT_ATTEMPTS_PER_HOUR', 30, 0, 100_000);
  const importPool = {
    threads: read.integer('IMPORT_WORKERS', 1, 1, 64),
    deadlineMs: read.integer('IMPORT_EXTRACTION_DEADLINE_MS', 2_000, 100, 120_000),
    maxQueue: read.integer('IMPORT_QUEUE', 8, 1, 10_000),
    memoryMb: read.integer('IMPORT_WORKER_MEMORY_MB', 320, 64, 16_384),
  };
  const geocoderUrl = read.optionalUrl('GEOCODER_URL', ['http:', 'https:']);
  const geocoderKind = read.oneOf('GEOCODER_KIND', GEOCODER_KINDS, 'nominatim');
  // Nominatim's public server allows one request a second; a server of one's own may allow more.
  const geocoderIntervalMs = read.integer('GEOCODER_INTERVAL_MS', 1_000, 0, 60_000);
  if (!env.GEOCODER_URL?.trim() && (env.GEOCODER_KIND?.trim() || env.GEOCODER_INTERVAL_MS?.trim())) {
    problems.push('GEOCODER_URL: required when GEOCODER_KIND or GEOCODER_INTERVAL_MS is set');
  }
  const geocoder = geocoderUrl ? { url: geocoderUrl, kind: geocoderKind, intervalMs: geocoderIntervalMs } : undefined;
  const llmBaseUrl = read.optionalUrl('LLM_BASE_URL', ['http:', 'https:']);
  const llmModel = env.LLM_MODEL?.trim();
  if (llmBaseUrl && !llmModel) problems.push('LLM_MODEL: required when LLM_BASE_URL is set');
  const llm = llmBaseUrl && llmModel ? { baseUrl: llmBaseUrl, apiKey: env.LLM_API_KEY?.trim() || undefined, model: llmModel } : undefined;
  const pexelsApiKey = env.PEXELS_API_KEY?.trim();
  const pexelsBaseUrl = read.optionalUrl('PEXELS_BASE_URL', ['http:', 'https:']);
  const pexels = pexelsApiKey ? { apiKey: pexelsApiKey, baseUrl: pexelsBaseUrl } : undefined;
  const clientsFile = env.CLIENTS_FILE ? path.resolve(env.CLIENTS_FILE) : undefined;
  const runProjector = read.boolean('RUN_PROJECTOR', eventStoreUrl === undefined);
  const projectorThread = read.boolean('PROJECTOR_THREAD', true);
  const rateLimit = {
    windowSeconds: read.integer('RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
    perIp: read.integer('RATE_LIMIT_PER_IP', 1_200, 0, 10_000_000),
    perToken: read.integer('RATE_LIMIT_PER_TOKEN', 600, 0, 10_000_000),
  };
  const trustProxy = read.integer('TRUST_PROXY', 0, 0, 10);
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  if (metricsToken !== undefined && metricsToken.length < 16) problems.push('METRICS_TOKEN: use at least 16 characters');
  const heapGrowthPercent = read.integer('HEAP_GROWTH_PERCENT', 100, 0, 300);
  const shutdownDeadlineSeconds = read.integer('SHUTDOWN_DEADLINE_SECONDS', 20, 1, 3_600);
  const liveHeartbeatSeconds = read.integer('LIVE_HEARTBEAT_SECONDS', 15, 1, 3_600);
  const webhooks = {
    run: read.boolean('RUN_WEBHOOKS', runProjector),
    allowedHosts: read.list('WEBHOOK_ALLOWED_HOSTS'),
    firstRetryMs: read.integer('WEBHOOK_FIRST_RETRY_MS', 5_000, 10, 3_600_000),
    giveUpSeconds: read.integer('WEBHOOK_GIVE_UP_SECONDS', 3 * 24 * 3_600, 1, 30 * 24 * 3_600),
    concurrency: read.integer('WEBHOOK_CONCURRENCY', 32, 1, 1_000),
    timeoutMs: read.integer('WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
  };
  const smtpUrl = read.optionalUrl('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = read.string('MAIL_FROM', `Itinerary <no-reply@${new URL(baseUrl).hostname}>`);

  // The distributed profile moves events and everything else together; half of it has no file to share.
  if ((eventStoreUrl === undefined) !== (mongodbUrl === undefined) && !problems.some((p) => p.includes('_URL='))) {
    problems.push('EVENTSTORE_URL and MONGODB_URL: set both for the distributed profile, or neither for the embedded one');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    baseUrl,
    dataDir,
    eventStoreUrl,
    mongodbUrl,
    logLevel,
    importAllowancePerYear,
    importAllowedHosts,
    clientMetadataAllowedHosts,
    importAttemptsPerHour,
    importPool,
    geocoder,
    llm,
    pexels,
    clientsFile,
    runProjector,
    projectorThread,
    rateLimit,
    trustProxy,
    metricsToken,
    heapGrowthPercent,
    shutdownDeadlineSeconds,
    liveHeartbeatSeconds,
    webhooks,
    smtpUrl,
    mailFrom,
  };
}

/** Reads one variable at a time, recording a readable problem instead of throwing. */
export class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!/^-?\d+$/.test(value) || n < min || n > max) {
      this.problems.push(`${name}=${value}: expected a whole number from ${min} to ${max}`);
      return fallback;
    }
    return n;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    this.problems.push(`${name}=${value}: expected true or false`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name}=${value}: expected one of ${allowed.join(', ')}`);
    return fallback;
  }

  list(name: string): string[] {
    return (this.raw(name) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }

  url(name: string, fallback: string, protocols: string[]): string {
    return this.optionalUrl(name, protocols) ?? fallback;
  }

  optionalUrl(name: string, protocols: string[]): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    try {
      const url = new URL(value);
      if (protocols.includes(url.protocol)) return value;
    } catch {
      // reported below
    }
    this.problems.push(`${name}=${redact(value)}: expected a URL starting with ${protocols.join(' or ')}`);
    return undefined;
  }
}

/** Connection strings carry passwords; never echo them back. */
const redact = (value: string): string => value.replace(/\/\/[^@/]*@/, '//***@');
