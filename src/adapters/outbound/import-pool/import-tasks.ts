import type { GeocodeQuery, GeocodeResult } from '../../../application/ports/geocoder.port.js';
import type { FetchedPage } from '../../../application/ports/link-reader.port.js';
import type { Extraction } from '../../../application/ports/place-extractor.port.js';
import type { Coordinate } from '../../../domain/itinerary/types.js';
import { beginExtraction, finishExtraction, loadAnalysers, prepareAnalysers, type ExtractionStep, type PageFacts } from '../extraction/html-place-extractor.js';
import { warmUpExtraction } from '../extraction/warm-up.js';
import { GazetteerGeocoder } from '../gazetteer/gazetteer-geocoder.js';

/** What link import asks of its worker threads: plain data, as it crosses threads by structured clone. */
export type ImportTask =
  | { type: 'prepareAnalysers'; html: string }
  | { type: 'beginExtraction'; page: FetchedPage; language: string | undefined }
  | { type: 'finishExtraction'; page: FetchedPage; pending: PageFacts; related: FetchedPage | undefined; relatedLanguage: string | undefined }
  | { type: 'lookUp'; lookups: GazetteerLookup[] };

/** One gazetteer look-up: a geocode query, a coordinate to reverse, or a query for all its candidates. */
export type GazetteerLookup = { query: GeocodeQuery } | { coordinate: Coordinate } | { candidatesOf: GeocodeQuery; limit: number };

/** What one look-up answers: one place or none, or the candidates. */
export type GazetteerAnswer = GeocodeResult | undefined | GeocodeResult[];

/** The thread's gazetteer: its cities load on the first look-up this thread makes (about 1-2 s), then stay. */
let gazetteer: GazetteerGeocoder | undefined;

/** Runs one task on a worker thread (src/import-worker-main.ts exports it to the pool). */
export async function runImportTask(task: ImportTask): Promise<string | undefined | ExtractionStep | Extraction | GazetteerAnswer[]> {
  switch (task.type) {
    case 'prepareAnalysers': {
      const language = await prepareAnalysers(task.html);
      warmUpExtraction(task.html, language);
      return language;
    }
    // The analysers were loaded by a prepareAnalysers task; again only on a thread that replaced that one.
    case 'beginExtraction':
      await loadAnalysers(task.page.body, task.language);
      return beginExtraction(task.page, task.language);
    case 'finishExtraction':
      await loadAnalysers(task.related?.body ?? '', task.relatedLanguage);
      return finishExtraction(task.page, task.pending, task.related);
    case 'lookUp':
      return lookUpAll(task.lookups);
  }
}

async function lookUpAll(lookups: GazetteerLookup[]): Promise<GazetteerAnswer[]> {
  const found: GazetteerAnswer[] = [];
  const geocoder = (gazetteer ??= new GazetteerGeocoder());
  for (const lookup of lookups) {
    if ('query' in lookup) found.push(await geocoder.geocode(lookup.query));
    else if ('coordinate' in lookup) found.push(await geocoder.reverse(lookup.coordinate));
    else found.push(await geocoder.candidates(lookup.candidatesOf, lookup.limit));
  }
  return found;
}
