import type { FetchedPage } from '../../../application/ports/link-reader.port.js';
import type { Extraction, PlaceExtractor, RelatedReader } from '../../../application/ports/place-extractor.port.js';
import { ANALYSER_SAMPLE, needsSlowAnalysers, type ExtractionStep } from '../extraction/html-place-extractor.js';
import type { ImportTask } from './import-tasks.js';
import type { WorkerPool } from './worker-pool.js';

/** Loading kuromoji, jieba and OpenCC, or a spelling dictionary, takes about 1-2 s on an idle thread. */
const ANALYSER_LOAD_DEADLINE_MS = 20_000;

/**
 * HtmlPlaceExtractor's work on the extraction pool's threads. A related page (oEmbed, a board's
 * feed) is read here, between the two steps, since the reader cannot be called from a thread.
 */
export class PooledPlaceExtractor implements PlaceExtractor {
  constructor(private readonly pool: WorkerPool) {}

  async extract(page: FetchedPage, readRelated: RelatedReader): Promise<Extraction> {
    // The first Japanese, Chinese, Korean or Spanish page a thread reads loads its analysers (up to a
    // second or two): under a deadline of their own, so that the page's own deadline stays tight.
    if (needsSlowAnalysers(page.body)) {
      const prepare: ImportTask = { type: 'prepareAnalysers', html: page.body.slice(0, ANALYSER_SAMPLE) };
      await this.pool.run(prepare, ANALYSER_LOAD_DEADLINE_MS);
    }
    const begin: ImportTask = { type: 'beginExtraction', page };
    const step = await this.pool.run<ExtractionStep>(begin);
    if ('extraction' in step) return step.extraction;
    const finish: ImportTask = { type: 'finishExtraction', page, pending: step.pending, related: await readRelated(step.relatedUrl) };
    return this.pool.run<Extraction>(finish);
  }
}
