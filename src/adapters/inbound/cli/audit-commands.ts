import type { Command } from 'commander';
import type { ItineraryHistory } from '../../../application/audit/itinerary-history.js';
import type { EventStore } from '../../../application/ports/event-store.port.js';
import { TOKENS } from '../../../tokens.js';
import { CliError, withSession } from './session.js';
import { stateDiff } from './state-diff.js';
import { writeLine } from './write-lines.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const itineraryId = (value: string): string => {
  if (!UUID.test(value)) throw new CliError(`itinerary id must be a UUID, not "${value}"`, 2);
  return value;
};

const revision = (name: string) => (value: string): number => {
  if (!/^\d{1,15}$/.test(value)) throw new CliError(`${name} must be a revision number (0 or more), not "${value}"`, 2);
  return Number(value);
};

const history = (session: { container: { get<T>(token: symbol): T } }) => session.container.get<ItineraryHistory>(TOKENS.ItineraryHistory);

/**
 * Operator audits, read straight from the event streams (no access checks: operators see everything):
 * an itinerary's history, its state at a revision, the difference between two revisions, and an
 * NDJSON export of events.
 */
export function auditCommands(program: Command): void {
  program
    .command('audit:history')
    .description("print an itinerary's events as NDJSON, oldest first: revision, type, occurredAt, actor, client, correlationId, data")
    .argument('<id>', 'the itinerary id', itineraryId)
    .action(async (id: string) => {
      await withSession(async (session) => {
        let count = 0;
        for await (const entry of history(session).entries(id)) {
          await writeLine(JSON.stringify(entry));
          count++;
        }
        if (count === 0) throw new CliError(`no itinerary ${id}`);
      });
    });

  program
    .command('audit:state')
    .description('print the itinerary as it was at a revision (JSON)')
    .argument('<id>', 'the itinerary id', itineraryId)
    .requiredOption('--revision <n>', 'the revision (0 = as created)', revision('--revision'))
    .action(async (id: string, options: { revision: number }) => {
      const loaded = await withSession((session) => history(session).stateAt(id, options.revision));
      console.log(JSON.stringify({ revision: loaded.revision, updatedAt: loaded.updatedAt, state: loaded.state }, null, 2));
    });

  program
    .command('audit:diff')
    .description('print what changed between two revisions, as JSON Patch operations with the values they replaced')
    .argument('<id>', 'the itinerary id', itineraryId)
    .requiredOption('--from <a>', 'the earlier revision', revision('--from'))
    .requiredOption('--to <b>', 'the later revision', revision('--to'))
    .action(async (id: string, options: { from: number; to: number }) => {
      const [before, after] = await withSession(async (session) =>
        Promise.all([history(session).stateAt(id, options.from), history(session).stateAt(id, options.to)]),
      );
      const changes = stateDiff(before.state, after.state);
      console.log(JSON.stringify({ id, from: options.from, to: options.to, changes }, null, 2));
    });

  program
    .command('events:export')
    .description('print events as NDJSON in global order (every stream, or one), for audits and backups')
    .option('--stream <streamId>', 'only this stream, e.g. itinerary-<uuid> or account-<uuid>')
    .action(async (options: { stream?: string }) => {
      await withSession(async ({ container }) => {
        const store = container.get<EventStore>(TOKENS.EventStore);
        const events = options.stream ? store.readStream(options.stream) : store.readAll();
        for await (const event of events) await writeLine(JSON.stringify(event));
      });
    });
}
