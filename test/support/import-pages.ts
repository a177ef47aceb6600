import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORPUS_ROOT } from './import-corpus.js';
import type { FixtureServer } from './fixture-server.js';

/** A Day-N blog post about Paris from the import corpus: six landmarks the offline gazetteer knows. */
const PARIS_POST = readFileSync(path.join(CORPUS_ROOT, 'pages/blog-days/blog-days-01.html'), 'utf8');
const NO_PLACES =
  '<!doctype html><html><head><title>Our newsletter</title></head><body><p>Nothing to see.</p></body></html>';

/**
 * Pages of a fixture server for link-import tests, each at its own path, so that every test reads
 * links nobody has read yet and can count the fetches of each one (`fetches`).
 */
export class ImportPages {
  private next = 0;

  constructor(private readonly server: FixtureServer) {}

  /** A new link to the Paris post. */
  paris(): string {
    return this.page(PARIS_POST);
  }

  /** A new link to a page that names no places. */
  withoutPlaces(): string {
    return this.page(NO_PLACES);
  }

  /** A new link that answers 404. */
  missing(): string {
    return `${this.server.origin}/missing-${++this.next}`;
  }

  /** How many times the server was asked for this link's path. */
  fetches(url: string): number {
    const pathname = new URL(url).pathname;
    return this.server.hits.filter((hit) => hit === pathname).length;
  }

  /** A new link to a page of the given HTML. */
  page(html: string): string {
    const pathname = `/page-${++this.next}`;
    this.server.route(pathname, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    });
    return `${this.server.origin}${pathname}`;
  }
}
