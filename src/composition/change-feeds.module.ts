import { ContainerModule } from 'inversify';
import { LiveChanges } from '../application/feeds/live-changes.js';
import { EndpointDirectory } from '../application/feeds/webhooks/endpoint-directory.js';
import { WebhookDispatcher } from '../application/feeds/webhooks/webhook-dispatcher.js';
import { WebhookEndpoints } from '../application/feeds/webhooks/webhook-endpoints.js';
import { WebhookFanOut } from '../application/feeds/webhooks/webhook-fan-out.js';
import { WebhookService } from '../application/feeds/webhooks/webhook-service.js';
import type { Lifecycle } from '../application/ports/lifecycle.port.js';
import type { Logger } from '../application/ports/logger.port.js';
import type { Config } from '../config/config.js';
import { TOKENS } from '../tokens.js';
import type { RouteSet } from '../adapters/inbound/http/kit/route-registry.js';
import { LiveEventsRouteSet } from '../adapters/inbound/http/routes/feeds/live-events.routes.js';
import { WebhookRouteSet } from '../adapters/inbound/http/routes/feeds/webhooks.routes.js';
import { WebhookSender } from '../adapters/outbound/web/webhook-sender.js';

const DIRECTORY = Symbol.for('WebhookEndpointDirectory');
const DISPATCHER = Symbol.for('WebhookDispatcher');
/** Longest sleep of the dispatcher between looks for due deliveries stored by another process. */
const DISPATCHER_POLL_MS = 1_000;

/**
 * Change feeds from the event log: live changes for readers (SSE), and webhooks for apps: their
 * routes everywhere, their delivery (fan-out and dispatcher) in the one process that runs it
 * (RUN_WEBHOOKS: the embedded API process, or the distributed profile's projector process).
 */
export const changeFeedsModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const logger = (c: { get<T>(token: symbol): T }, component: string) => c.get<Logger>(TOKENS.Logger).child({ component });
    bind(TOKENS.LiveChanges)
      .toDynamicValue((c) => new LiveChanges(c.get(TOKENS.ItineraryRepository), c.get(TOKENS.EventStore), logger(c, 'live-changes')))
      .inSingletonScope();
    bind<Lifecycle>(TOKENS.Lifecycle).toService(TOKENS.LiveChanges);
    bind<RouteSet>(TOKENS.HttpRouteSets).toDynamicValue(
      (c) => new LiveEventsRouteSet({ changes: c.get(TOKENS.LiveChanges), heartbeatMs: config.liveHeartbeatSeconds * 1000 }),
    );

    bind(TOKENS.WebhookTransport)
      .toConstantValue(new WebhookSender({ allowedHosts: config.webhooks.allowedHosts, timeoutMs: config.webhooks.timeoutMs }));
    bind(DIRECTORY).toDynamicValue((c) => new EndpointDirectory(c.get(TOKENS.WebhookStore))).inSingletonScope();
    bind(DISPATCHER)
      .toDynamicValue(
        (c) =>
          new WebhookDispatcher(
            c.get(TOKENS.WebhookStore),
            c.get(TOKENS.WebhookTransport),
            c.get(TOKENS.ItineraryRepository),
            c.get(TOKENS.AccountReader),
            c.get(TOKENS.Mailer),
            c.get(TOKENS.Clock),
            logger(c, 'webhooks'),
            {
              concurrency: config.webhooks.concurrency,
              retry: { firstRetryMs: config.webhooks.firstRetryMs, giveUpMs: config.webhooks.giveUpSeconds * 1000 },
              pollMs: DISPATCHER_POLL_MS,
            },
          ),
      )
      .inSingletonScope();
    bind(TOKENS.Webhooks)
      .toDynamicValue((c) => {
        const dispatcher = c.get<WebhookDispatcher>(DISPATCHER);
        const fanOut = new WebhookFanOut(
          c.get(TOKENS.WebhookEventFeed),
          c.get(DIRECTORY),
          c.get(TOKENS.ItineraryRepository),
          c.get(TOKENS.AccountReader),
          c.get(TOKENS.Clock),
          () => dispatcher.poke(),
          logger(c, 'webhooks'),
        );
        return new WebhookService(c.get(DIRECTORY), fanOut, dispatcher);
      })
      .inSingletonScope();
    if (config.webhooks.run) bind<Lifecycle>(TOKENS.Lifecycle).toService(TOKENS.Webhooks);
    bind(TOKENS.WebhookEndpoints)
      .toDynamicValue((c) => {
        const dispatcher = c.get<WebhookDispatcher>(DISPATCHER);
        return new WebhookEndpoints(
          c.get(TOKENS.WebhookStore),
          c.get(TOKENS.WebhookTransport),
          c.get(DIRECTORY),
          () => dispatcher.poke(),
          c.get(TOKENS.Clock),
          c.get(TOKENS.IdGenerator),
        );
      })
      .inSingletonScope();
    bind<RouteSet>(TOKENS.HttpRouteSets).toDynamicValue(
      (c) => new WebhookRouteSet({ endpoints: c.get(TOKENS.WebhookEndpoints), endpointUrl: (id) => `${config.baseUrl}/v1/webhook/${id}` }),
    );
  });
