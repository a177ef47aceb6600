import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
} from '../../../application/ports/event-store.port.js';
import { EventStoreDecorator } from '../shared/event-store-decorator.js';
import type { ServiceMetrics } from './service-metrics.js';

/**
 * The EventStore port with append latency measured (wrapped around whichever store the profile uses,
 * in the composition root). Everything else passes straight through.
 */
export class MeteredEventStore extends EventStoreDecorator {
  constructor(
    inner: EventStore,
    private readonly metrics: ServiceMetrics,
  ) {
    super(inner);
  }

  override async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    const end = this.metrics.appendDuration.startTimer();
    try {
      const result = await this.inner.append(streamId, events, expected);
      end({ outcome: 'ok' });
      return result;
    } catch (error) {
      end({ outcome: error instanceof WrongExpectedRevisionError ? 'conflict' : 'error' });
      throw error;
    }
  }
}
