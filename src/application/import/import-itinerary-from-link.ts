import AsyncLock from 'async-lock';
import type { Actor } from '../../domain/itinerary/types.js';
import { isCalendarDate } from '../../domain/shared/dates.js';
import { DomainError, validationFailed } from '../../domain/shared/domain-error.js';
import type { AccountCommands } from '../account/account-commands.js';
import type { CreatedItinerary, CreateItinerary } from '../itinerary/create-itinerary.js';
import type { AccountReader } from '../ports/account-reader.port.js';
import type { CommandContext } from '../shared/command-context.js';
import type { AccountActionRate } from '../shared/account-action-rate.js';
import type { ImportLink, ImportRead, ImportStep, LinkDraft } from './import-link.js';
import type { ImportSource } from './import-plan.js';

export interface ImportFromLinkInput {
  url: string;
  /** Overrides the title read from the link. */
  title?: string;
  startDate?: string;
  /** Told as the read moves on (see ImportStep). */
  onProgress?: (step: ImportStep) => void;
}

export interface ImportCreateInput extends ImportFromLinkInput {
  /** Create even when the caller already owns one with the same destination and start date. */
  allowDuplicate?: boolean;
}

export interface ImportPreview {
  preview: LinkDraft;
  source: ImportSource;
}

export interface ImportCreated {
  itinerary: CreatedItinerary;
  source: ImportSource;
}

export interface ImportFromLinkDependencies {
  importLink: ImportLink;
  accounts: AccountReader;
  charges: Pick<AccountCommands, 'assertLinkImportAllowed' | 'chargeLinkImport'>;
  create: CreateItinerary;
  /** The hourly rate of fresh reads, counted before each fetch. */
  attempts: Pick<AccountActionRate, 'take'>;
}

/**
 * POST /v1/itinerary/from-link and the MCP tool import_from_link. Before anything is
 * fetched: Pro (subscriptionRequired), then AI-imports consent (aiConsentRequired), then, only for a
 * link nobody has read yet, the yearly allowance (importAllowanceExceeded) and the hourly rate of
 * attempts (importRateLimited), which counts the read whatever becomes of it. One unit is charged
 * (LinkImportCharged on the account) for a fresh, successful read only; a cached or joined read is free.
 *
 * A fresh read holds its account's lock from the allowance check until the charge is written, so two
 * requests of one account can never both pass the check for its last unit, and the shared pipeline
 * joins identical concurrent reads, so one read is charged once. Both hold within this process only;
 * see docs/import.md ("The route, the checks and the allowance") for several API instances.
 */
export class ImportItineraryFromLink {
  private readonly freshReads = new AsyncLock();

  constructor(private readonly deps: ImportFromLinkDependencies) {}

  /** The draft and its source; saves no itinerary. */
  async preview(actor: Actor, context: CommandContext, input: ImportFromLinkInput): Promise<ImportPreview> {
    const { draft, source } = await this.read(actor, context, input);
    return { preview: draft, source };
  }

  /** Creates the draft as the caller's private itinerary, under the duplicate rule of create. */
  async create(actor: Actor, context: CommandContext, input: ImportCreateInput): Promise<ImportCreated> {
    const { draft, source } = await this.read(actor, context, input);
    const { days, ...details } = draft;
    const itinerary = await this.deps.create.execute(actor, context, {
      details,
      days,
      allowDuplicate: input.allowDuplicate === true,
    });
    return { itinerary, source };
  }

  private async read(actor: Actor, context: CommandContext, input: ImportFromLinkInput): Promise<ImportRead> {
    // A preview never reaches the domain's checks of create.
    if (input.startDate !== undefined && !isCalendarDate(input.startDate)) {
      throw validationFailed([{ path: 'startDate', message: 'must be a real calendar date as YYYY-MM-DD' }]);
    }
    await this.assertMayImport(actor.userId);
    const { importLink, charges, attempts } = this.deps;
    const key = importLink.key(input.url);
    let release: (() => void) | undefined;
    try {
      const read = await importLink.read(input.url, {
        title: input.title,
        startDate: input.startDate,
        onProgress: input.onProgress,
        beforeFetch: async () => {
          release = await hold(this.freshReads, actor.userId);
          await charges.assertLinkImportAllowed(actor.userId, key);
          await attempts.take(actor.userId);
        },
      });
      if (!read.cached) await charges.chargeLinkImport(actor.userId, key, context);
      return read;
    } finally {
      release?.();
    }
  }

  private async assertMayImport(userId: string): Promise<void> {
    const account = await this.deps.accounts.get(userId);
    if (account?.plan !== 'pro') {
      throw new DomainError('subscriptionRequired', 'Importing an itinerary from a link needs the Pro subscription.');
    }
    if (!account.aiImportsConsent) {
      throw new DomainError(
        'aiConsentRequired',
        'Importing from a link needs AI imports turned on for your account (aiImportsConsent: true in PATCH /v1/me).',
      );
    }
  }
}

/** Takes the key's lock and hands back its release, so that it can be held across steps. */
const hold = (lock: AsyncLock, key: string): Promise<() => void> =>
  new Promise((held, failed) => {
    lock.acquire(key, () => new Promise<void>((release) => held(release))).catch(failed);
  });
