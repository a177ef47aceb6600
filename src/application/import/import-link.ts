import type { Day, ItineraryDetails } from '../../domain/itinerary/types.js';
import { normaliseLink } from '../../domain/import/normalise-link.js';
import { placeKey } from '../../domain/import/place-key.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { Geocoder } from '../ports/geocoder.port.js';
import type { ImportCache } from '../ports/import-cache.port.js';
import type { LinkReader } from '../ports/link-reader.port.js';
import type { PlaceLlm } from '../ports/llm.port.js';
import type { Extraction, PlaceExtractor, PlaceMention } from '../ports/place-extractor.port.js';
import { buildPlan } from './build-plan.js';
import type { ImportPlan, ImportSource } from './import-plan.js';
import { pageContext } from './page-context.js';
import { pageGeocoder } from './page-geocoder.js';
import { placeOnline } from './place-online.js';
import { areaOfNames, homeCountryArea, type PageArea } from './area-of-names.js';
import { namedAgain } from './named-again.js';
import { resolvePlaces, type DroppedMention, type ResolvedPlace } from './resolve-places.js';
import { describesATrip, inKnownTown, unplaceStrayTowns, unplaceUncheckedTowns, withTitleTowns } from './trip-shape.js';

/** Bumped whenever extraction or planning changes what a link yields; older cache entries are refreshed. */
export const IMPORT_PIPELINE_VERSION = 125;

/** An itinerary draft: the fields a create accepts, without server-set ones (docs/interface.md "Link import": the preview). */
export type LinkDraft = ItineraryDetails & { days: Day[] };

export interface ImportRead {
  draft: LinkDraft;
  source: ImportSource;
  /**
   * True when somebody had read this link before (or is reading it right now): the read is free.
   * False only for a fresh, successful read: the caller charges the allowance then.
   */
  cached: boolean;
}

export interface ImportReadOptions {
  signal?: AbortSignal;
  /** Overrides the draft's title. */
  title?: string;
  startDate?: string;
  /**
   * Runs before a link nobody has read yet is fetched (never for a cached link): the caller checks
   * the account's allowance here and throws importAllowanceExceeded to stop the read.
   */
  beforeFetch?: () => void | Promise<void>;
  /** Told as a fresh read moves on, for callers that show progress (a cached link is done at once). */
  onProgress?: (step: ImportStep) => void;
}

/** The steps of a fresh read, in order; `done` ends every read. */
export const IMPORT_STEPS = ['reading', 'extracting', 'placing', 'done'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

export interface ImportLinkDependencies {
  reader: LinkReader;
  extractor: PlaceExtractor;
  /** The offline gazetteer: asked for every candidate name, so it must answer fast. */
  geocoder: Geocoder;
  /** Optional online geocoder (GEOCODER_URL): asked only for the few stops the gazetteer could not place. */
  onlineGeocoder?: Geocoder;
  cache: ImportCache;
  clock: Clock;
  ids: Pick<IdGenerator, 'uuid'>;
  /** Optional structured extraction; its answer is validated and geocoded like every other mention. */
  llm?: PlaceLlm;
  /** Told about failures of optional steps (the LLM, the online geocoder), which never fail a read. */
  onOptionalFailure?: (step: string, error: unknown) => void;
  /** Told, for a fresh read, which mentions became stops and which did not, and why (debug logs, the quality bench). */
  onJudged?: (url: string, judged: { kept: ResolvedPlace[]; dropped: DroppedMention[] }) => void;
}

/**
 * Link import: normalise -> shared cache -> safe fetch -> extract -> geocode -> plan.
 * It charges nothing and saves no itinerary: the caller does both, charging only when `cached`
 * is false.
 */
export class ImportLink {
  private readonly inFlight = new Map<string, Promise<ImportPlan>>();

  constructor(private readonly deps: ImportLinkDependencies) {}

  /** The cache key of a link (throws validationFailed / linkNotAllowed for links never read). */
  key(url: string): string {
    return normaliseLink(url);
  }

  async read(url: string, options: ImportReadOptions = {}): Promise<ImportRead> {
    const key = normaliseLink(url);
    const running = this.inFlight.get(key);
    if (running) {
      // Somebody is reading this link right now: their read is ours, free. If theirs fails (their
      // allowance, say), ours is tried on its own.
      const shared = await running.then((plan) => plan, () => undefined);
      if (shared) return this.toRead(shared, true, options);
    }
    let cached = true;
    const reading = this.cachedOrFresh(key, options, () => (cached = false));
    this.inFlight.set(key, reading);
    try {
      const read = this.toRead(await reading, cached, options);
      options.onProgress?.('done');
      return read;
    } finally {
      if (this.inFlight.get(key) === reading) this.inFlight.delete(key);
    }
  }

  /** The cached plan, else a fresh read (`onFresh` is told when the read is new, i.e. charged). */
  private async cachedOrFresh(key: string, options: ImportReadOptions, onFresh: () => void): Promise<ImportPlan> {
    const entry = await this.deps.cache.get(key);
    if (entry && entry.pipelineVersion === IMPORT_PIPELINE_VERSION) return entry.plan;
    if (!entry) await options.beforeFetch?.();
    let plan: ImportPlan;
    try {
      plan = await this.readFresh(key, options);
    } catch (error) {
      // A link read by an older pipeline stays readable from its old entry when the page is gone.
      if (entry) return entry.plan;
      throw error;
    }
    await this.deps.cache.put({ url: key, pipelineVersion: IMPORT_PIPELINE_VERSION, storedAt: this.deps.clock.now().toISOString(), plan });
    if (!entry) onFresh();
    return plan;
  }

  private async readFresh(key: string, { signal, onProgress }: ImportReadOptions): Promise<ImportPlan> {
    const { reader, extractor } = this.deps;
    onProgress?.('reading');
    const page = await reader.read(key, { signal });
    onProgress?.('extracting');
    const extraction = await extractor.extract(page, (related) => reader.read(related, { signal }).catch(() => undefined));
    // The author's and the site's own names are no places, however a page sets them ("by Austyn Allison").
    const own = new Set([extraction.author, extraction.siteName].filter((name): name is string => Boolean(name)).map(placeKey));
    const mentions = [...extraction.mentions, ...(await this.llmMentions(key, extraction, signal))].filter((mention) => !own.has(placeKey(mention.name)));
    onProgress?.('placing');
    const geocoder = pageGeocoder(this.deps.geocoder, extraction);
    const context = await pageContext(extraction, geocoder);
    const dropped: DroppedMention[] = [];
    const resolved = await resolvePlaces(mentions, context, geocoder, dropped);
    const trip = describesATrip(resolved, inKnownTown(resolved, context), context.language);
    const repeated = !trip && resolved.length === 0 && context.city ? namedAgain(dropped, context.city) : [];
    const places = trip ? withTitleTowns(resolved, context, extraction.text) : repeated;
    // A refused page's judged names are still reported: the quality bench shows what fell short of a trip.
    this.deps.onJudged?.(key, { kept: places.length ? places : resolved, dropped });
    if (places.length === 0) throw new DomainError('linkUnreadable', 'No places could be found at this link.');
    const online = this.deps.onlineGeocoder;
    const onFailure = (error: unknown): void => this.deps.onOptionalFailure?.('geocoder', error);
    const settled = unplaceStrayTowns(places);
    // A page whose stops are all unplaced takes its centre, and its town, from the names it mentions, else
    // (in Japanese, Korean or simplified Chinese, with a country to go by) from the country of its language.
    const settle = async (stops: ResolvedPlace[]): Promise<{ final: ResolvedPlace[]; area?: PageArea }> => {
      const final = online ? await placeOnline(stops, context, online, { signal, onFailure }) : stops;
      const area = context.coordinate
        ? undefined
        : ((await areaOfNames(final, mentions, geocoder)) ?? (context.countryCenter ? undefined : await homeCountryArea(extraction, final, geocoder)));
      return { final, area };
    };
    const checked = await settle(unplaceUncheckedTowns(settled, context));
    // Unchecked towns that alone could centre the page keep their coordinates: a draft centred on a namesake, its stops
    // listed, serves better than a refusal.
    const centred = Boolean(context.coordinate ?? context.countryCenter ?? checked.area) || checked.final.some((stop) => stop.coordinate);
    const { final, area } = centred ? checked : await settle(settled);
    const where = area && !context.city && !context.countryCode ? { city: area.city, countryName: area.countryName, countryCode: area.countryCode } : {};
    return buildPlan(key, extraction, final, { ...context, ...where, area: context.coordinate ?? area?.coordinate });
  }

  private async llmMentions(url: string, extraction: Extraction, signal?: AbortSignal): Promise<PlaceMention[]> {
    if (!this.deps.llm || !extraction.text.trim()) return [];
    try {
      const answer = await this.deps.llm.extractPlaces({ url, title: extraction.title, text: extraction.text }, signal);
      return answer.places.map((place) => ({
        name: place.name,
        address: place.address,
        locality: place.city,
        country: place.country,
        day: place.day,
        category: place.category,
        note: place.note,
        evidence: 'llm',
      }));
    } catch (error) {
      this.deps.onOptionalFailure?.('llm', error);
      return [];
    }
  }

  private toRead(plan: ImportPlan, cached: boolean, options: ImportReadOptions): ImportRead {
    const { ids } = this.deps;
    const draft: LinkDraft = {
      title: options.title ?? plan.title,
      destination: plan.destination,
      center: plan.center,
      tags: plan.tags,
      days: plan.days.map((day) => ({
        id: ids.uuid(),
        title: day.title,
        summary: day.summary,
        stops: day.stops.map((stop) => ({ id: ids.uuid(), ...withoutUndefined(stop) })),
      })),
    };
    if (plan.summary) draft.summary = plan.summary;
    if (options.startDate) draft.startDate = options.startDate;
    return { draft, source: withoutUndefined(plan.source), cached };
  }
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
