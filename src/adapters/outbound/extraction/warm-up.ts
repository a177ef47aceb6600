import { hasCjk } from './languages/cjk-script.js';
import { beginExtraction } from './html-place-extractor.js';

/** A short day plan in Latin script, with the parts most pages have: a title, a lead, headings, a list, prose. */
const LATIN_SAMPLE = `<!doctype html><html lang="en"><head><title>Two days in Lisbon</title><meta name="description" content="A weekend plan"></head><body><article>
<h1>Two days in Lisbon</h1><p>We flew in from Madrid and spent a weekend walking the old town.</p>
<h2>Day 1: Alfama</h2><ol><li><strong>Castelo de São Jorge</strong> – views over the river.</li><li>Lunch at Tasca do Chico, then the Sé.</li></ol>
<p>In the afternoon we took tram 28 to Graça and visited the Miradouro da Senhora do Monte.</p>
<h2>Day 2: Belém</h2><p>We went to the Jerónimos Monastery and ate pastéis at the old bakery.</p></article></body></html>`;

/** The same in Japanese, Chinese and Korean sentences, for the CJK analysers' own rules. */
const CJK_SAMPLE = `<!doctype html><html><head><title>京都 1日 モデルコース</title></head><body><article>
<h2>1. 清水寺</h2><p>朝は清水寺へ行きました。そのあと祇園でランチを食べました。</p>
<p>我们先去了西湖，然后在河坊街吃了小吃。</p><p>오전에는 경복궁에 갔고 점심은 광장시장에서 먹었어요.</p></article></body></html>`;

let warmedLatin = false;
let warmedCjk = false;

/**
 * A thread's first extraction compiles the extractors' regular expressions and warms their code: about
 * half a second more than the next pages take. Extracting a built-in sample once per thread, in the task
 * that loads the analysers (whose deadline is long), keeps that cost off the first real page's deadline.
 * `html` is the sample of the page that is coming: a CJK sample is read too when it holds CJK text, since the
 * CJK analysers are loaded then.
 */
export function warmUpExtraction(html: string, language: string | undefined): void {
  if (!warmedLatin) {
    warmedLatin = true;
    extractSample(LATIN_SAMPLE, 'en');
  }
  if (!warmedCjk && hasCjk(html)) {
    warmedCjk = true;
    extractSample(CJK_SAMPLE, language);
  }
}

function extractSample(body: string, language: string | undefined): void {
  beginExtraction({ url: 'https://sample.invalid/', finalUrl: 'https://sample.invalid/', status: 200, contentType: 'text/html', body }, language);
}
