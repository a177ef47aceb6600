import type { FetchedPage } from '../../../application/ports/link-reader.port.js';
import type { Extraction, PlaceExtractor, RelatedReader } from '../../../application/ports/place-extractor.port.js';
import { ANALYSER_SAMPLE, type ExtractionStep } from '../extraction/html-place-extractor.js';
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
    const language = await this.prepare(page.body);
    const begin: ImportTask = { type: 'beginExtraction', page, language };
    const step = await this.pool.run<ExtractionStep>(begin);
    if ('extraction' in step) return step.extraction;
    const related = await readRelated(step.relatedUrl);
    const relatedLanguage = related ? await this.prepare(related.body) : undefined;
    const finish: ImportTask = { type: 'finishExtraction', page, pending: step.pending, related, relatedLanguage };
    return this.pool.run<Extraction>(finish);
  }

  /**
   * Names the page's written language and loads the analysers it needs, under a deadline of its own: the
   * first Japanese, Chinese, Korean, English or Spanish page a thread reads loads them (up to a second or
   * two), and the page's own deadline is kept for reading it. Once loaded, the task takes 1-3 ms.
   */
  private prepare(html: string): Promise<string | undefined> {
    const prepare: ImportTask = { type: 'prepareAnalysers', html: html.slice(0, ANALYSER_SAMPLE) };
    return this.pool.run<string | undefined>(prepare, ANALYSER_LOAD_DEADLINE_MS);
  }
}
