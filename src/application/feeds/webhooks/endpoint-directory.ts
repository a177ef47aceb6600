import type { WebhookEndpoint, WebhookStore } from '../../ports/webhook-store.port.js';

/** How often endpoints changed by another process (another API instance) are read again. */
const RELOAD_MS = 5_000;

/**
 * The enabled webhook endpoints, kept in memory for the fan-out, which looks at every one for every
 * event: read from the store at start, again when this process changes one (`reload`), and every
 * 5 s for changes made elsewhere.
 */
export class EndpointDirectory {
  private endpoints: WebhookEndpoint[] = [];
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(private readonly store: WebhookStore) {}

  async enabled(): Promise<WebhookEndpoint[]> {
    if (performance.now() - this.loadedAt > RELOAD_MS) await this.reload();
    return this.endpoints;
  }

  reload(): Promise<void> {
    this.loading ??= this.store
      .listEndpoints()
      .then((all) => {
        this.endpoints = all.filter((e) => e.enabled);
        this.loadedAt = performance.now();
      })
      .finally(() => (this.loading = undefined));
    return this.loading;
  }
}
