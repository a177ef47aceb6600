import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ProjectionProgress } from '../../../application/ports/projection-progress.port.js';
import type { RequestLabels, ServiceMetricsPort } from '../../../application/ports/service-metrics.port.js';

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The service's Prometheus metrics, in a registry of its own (one per container, so several apps in
 * one test process never share counters). Request rate is rate(http_request_duration_seconds_count).
 */
export class ServiceMetrics implements ServiceMetricsPort {
  readonly registry = new Registry();
  /** By method, route template (e.g. /v1/itinerary/{id}, never a raw path) and status. */
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Event store appends by outcome: ok, conflict (wrong expected revision) or error. */
  readonly appendDuration: Histogram<'outcome'>;

  /** `progress` is asked for at the first scrape: the projector itself needs the (metered) event store. */
  constructor(progress?: () => ProjectionProgress) {
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route template and status: latency in seconds (its _count is the request count).',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    this.appendDuration = new Histogram({
      name: 'event_store_append_duration_seconds',
      help: 'Event store appends until durable, by outcome (ok, conflict, error), in seconds.',
      labelNames: ['outcome'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    if (progress) {
      new Gauge({
        name: 'projector_lag_events',
        help: 'How far the read models are behind the event store, in event store positions (0 when caught up).',
        registers: [this.registry],
        async collect() {
          this.set((await progress().lag()).distance);
        },
      });
    }
  }

  startRequest(): (labels: RequestLabels) => void {
    return this.httpDuration.startTimer();
  }

  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
