/**
 * The site bench/import-hostile.ts reads its pages from, in a process of its own as a real site is:
 * writing a 2 MB page is the site's work, not the service's, and in the bench's process it showed in the
 * latency of the very GETs the bench measures. `/paris/N` is a Day-N post the gazetteer places (to warm
 * the pools), `/hostile/I/N` the I-th hostile page; N only makes each link one nobody has read yet.
 * Tells its parent its port once it listens on loopback.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORPUS_ROOT } from '../test/support/import-corpus.js';
import { hostilePages, slowWithinCaps } from '../test/support/hostile-pages.js';

const pages = [...hostilePages(), slowWithinCaps()].map((page) => Buffer.from(page.html));
const paris = readFileSync(path.join(CORPUS_ROOT, 'pages/blog-days/blog-days-01.html'));

const server = http.createServer((req, res) => {
  const [, kind, index] = new URL(req.url ?? '/', 'http://site').pathname.split('/');
  const body = kind === 'paris' ? paris : kind === 'hostile' ? pages[Number(index)] : undefined;
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.send?.((server.address() as { port: number }).port));
process.on('disconnect', () => server.close());
