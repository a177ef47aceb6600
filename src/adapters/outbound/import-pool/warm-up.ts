import type { FetchedPage } from '../../../application/ports/link-reader.port.js';
import { beginExtraction, prepareAnalysers } from '../extraction/html-place-extractor.js';

/**
 * A short trip page that takes a new extraction thread once through the reader and the rules: V8
 * compiles each regular expression on its first runs, and the Unicode cues of context and names
 * cost a new thread 1.3-1.6 s on its first page (its second takes 50-100 ms). Paid here, as the
 * thread starts, that time is not taken from a page's deadline.
 */
const SAMPLE: FetchedPage = {
  url: 'https://example.org/lisbon-in-three-days',
  finalUrl: 'https://example.org/lisbon-in-three-days',
  status: 200,
  contentType: 'text/html',
  body: `<!doctype html><html lang="en"><head><title>Lisbon in three days: our itinerary</title>
<meta property="og:title" content="Lisbon in three days"></head><body><article>
<h1>Lisbon in three days: our itinerary</h1>
<p>We flew in from London and stayed at a small hotel in Baixa. Lisbon is hilly, so bring good shoes.</p>
<h2>Day 1: Alfama and the castle</h2>
<p>We started the morning at the <strong>Castelo de São Jorge</strong>, then walked down to the Sé de Lisboa.
Lunch was at Taberna da Rua das Flores, and we skipped the Oceanário because we had seen the aquarium in Barcelona.</p>
<h2>Day 2: Belém</h2>
<ol><li><b>Mosteiro dos Jerónimos</b> – arrive before 10am to beat the queues.</li>
<li><b>Torre de Belém</b>: a short walk along the river.</li>
<li>Pastéis de Belém, 84 Rua de Belém, for custard tarts.</li></ol>
<h2>Day 3: Sintra</h2>
<p>Take the train from Rossio station to Sintra and visit the Palácio da Pena and the Quinta da Regaleira. If we had more time we would have gone on to Cascais.</p>
</article></body></html>`,
};

export async function warmUpExtraction(): Promise<void> {
  beginExtraction(SAMPLE, await prepareAnalysers(SAMPLE.body));
}
