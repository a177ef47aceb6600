import type { Lifecycle } from '../../ports/lifecycle.port.js';
import type { EndpointDirectory } from './endpoint-directory.js';
import type { WebhookDispatcher } from './webhook-dispatcher.js';
import type { WebhookFanOut } from './webhook-fan-out.js';

/**
 * Webhook delivery in the process that runs it (the embedded API process, or the projector process
 * of the distributed profile): the fan-out from the event log and the dispatcher. Run exactly one
 * per deployment, as the projector: `RUN_WEBHOOKS`.
 */
export class WebhookService implements Lifecycle {
  readonly name = 'webhooks';

  constructor(
    private readonly directory: EndpointDirectory,
    private readonly fanOut: WebhookFanOut,
    private readonly dispatcher: WebhookDispatcher,
  ) {}

  async start(): Promise<void> {
    await this.directory.reload();
    this.dispatcher.start();
    await this.fanOut.start();
  }

  async stop(): Promise<void> {
    await this.fanOut.stop();
    await this.dispatcher.stop();
  }
}
