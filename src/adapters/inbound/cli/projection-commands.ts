import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import type { EventStore } from '../../../application/ports/event-store.port.js';
import type { PositionOrder } from '../../../application/ports/position-order.port.js';
import type { ReadModelRebuilds } from '../../../application/ports/projection-store.port.js';
import type { Projection } from '../../../application/projections/projection.js';
import { ReadModelRebuild, type RebuildProgress } from '../../../application/projections/rebuild.js';
import { TOKENS } from '../../../tokens.js';
import { withSession } from './session.js';

/**
 * projections:rebuild: every read model rebuilt from the first event, aside, then switched in
 * (blue/green). Safe while the service runs: its projector notices the switch and resumes from the
 * rebuilt checkpoint. The progress bar goes to stderr; stdout gets one JSON summary line.
 */
export function projectionCommands(program: Command): void {
  program
    .command('projections:rebuild')
    .description('rebuild every read model from the event store (blue/green: built aside, then switched in)')
    .action(async () => {
      const summary = await withSession(async ({ container }) => {
        const rebuild = new ReadModelRebuild(
          container.get<EventStore>(TOKENS.EventStore),
          container.get<ReadModelRebuilds>(TOKENS.ReadModelRebuilds),
          container.get<Projection[]>(TOKENS.Projections),
          container.get<PositionOrder>(TOKENS.PositionOrder),
        );
        const bar = new cliProgress.SingleBar(
          {
            format: 'rebuild [{bar}] {percentage}% | {events} events | {rate} events/s | ETA {eta_formatted}',
            stream: process.stderr,
            hideCursor: true,
            etaBuffer: 20,
            noTTYOutput: true,
            notTTYSchedule: 5_000,
          },
          cliProgress.Presets.shades_classic,
        );
        const started = performance.now();
        let begun = false;
        const onProgress = ({ events, done, total }: RebuildProgress): void => {
          const rate = Math.round(events / Math.max(0.001, (performance.now() - started) / 1000));
          if (!begun) {
            bar.start(Math.max(total, 1), 0, { events: 0, rate: 0 });
            begun = true;
          }
          bar.update(done, { events, rate });
        };
        try {
          const { events } = await rebuild.run({ onProgress });
          bar.update(bar.getTotal());
          const seconds = (performance.now() - started) / 1000;
          return { events, seconds: Number(seconds.toFixed(2)), eventsPerSecond: Math.round(events / Math.max(seconds, 0.001)) };
        } finally {
          bar.stop();
        }
      });
      console.log(JSON.stringify({ rebuilt: true, ...summary }));
    });
}
