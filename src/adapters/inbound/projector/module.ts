import { ContainerModule, type ResolutionContext } from 'inversify';
import type { EventStore } from '../../../application/ports/event-store.port.js';
import type { Logger } from '../../../application/ports/logger.port.js';
import type { PositionOrder } from '../../../application/ports/position-order.port.js';
import type { ProjectionProgress } from '../../../application/ports/projection-progress.port.js';
import type { ProjectionStore } from '../../../application/ports/projection-store.port.js';
import { AccountProjection } from '../../../application/projections/account-projection.js';
import { ItineraryProjection } from '../../../application/projections/itinerary-projection.js';
import { PolledProjectionProgress } from '../../../application/projections/polled-progress.js';
import type { Projection } from '../../../application/projections/projection.js';
import { Projector } from '../../../application/projections/projector.js';
import type { Config } from '../../../config/config.js';
import { TOKENS } from '../../../tokens.js';
import { eventStoreDbPositionOrder } from '../../outbound/eventstoredb/position-order.js';
import { sqlitePositionOrder } from '../../outbound/sqlite/position-order.js';

/**
 * The projector: driven by the event store, it keeps the read models current. It runs in this
 * process when RUN_PROJECTOR is on (embedded default; `npm run projector` in the distributed profile),
 * as a Lifecycle started after the stores. Elsewhere, read-after-write waits poll its checkpoint.
 */
export const projectorModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<PositionOrder>(TOKENS.PositionOrder).toConstantValue(
      config.eventStoreUrl ? eventStoreDbPositionOrder : sqlitePositionOrder,
    );
    bind<Projection[]>(TOKENS.Projections).toConstantValue([new ItineraryProjection(), new AccountProjection()]);
    const deps = (context: ResolutionContext) =>
      [
        context.get<EventStore>(TOKENS.EventStore),
        context.get<ProjectionStore>(TOKENS.ProjectionStore),
        context.get<PositionOrder>(TOKENS.PositionOrder),
      ] as const;
    if (config.runProjector) {
      bind(Projector)
        .toDynamicValue((context) => {
          const [events, store, positions] = deps(context);
          const logger = context.get<Logger>(TOKENS.Logger).child({ component: 'projector' });
          return new Projector(events, store, context.get<Projection[]>(TOKENS.Projections), positions, logger);
        })
        .inSingletonScope();
      bind(TOKENS.Lifecycle).toService(Projector);
      bind(TOKENS.ProjectionProgress).toService(Projector);
    } else {
      bind<ProjectionProgress>(TOKENS.ProjectionProgress)
        .toDynamicValue((context) => new PolledProjectionProgress(...deps(context)))
        .inSingletonScope();
    }
  });
