import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { createUser, issueToken } from '../../../support/auth.js';
import { startFixtureServer, type FixtureServer } from '../../../support/fixture-server.js';
import { hostilePages, slowWithinCaps } from '../../../support/hostile-pages.js';
import { ImportPages } from '../../../support/import-pages.js';
import { call, createItinerary, expectProblem, type Reply, type Traveller } from './itinerary/support.js';

/**
 * Link import bounded and isolated (docs/import.md, "Isolation and limits"), on the real app: hostile
 * pages are answered within the deadline contract while the same instance keeps serving other
 * requests, a thread cut off at its deadline is replaced, and the hourly attempt rate counts every
 * fresh read, failed or cut off, and refuses the next one before it is fetched.
 */

/**
 * How fast hostile pages are answered, and how the GETs meanwhile fare, is measured by `npm run
 * bench:import-hostile` (goals: 3 s, GET p99 50 ms). The bounds here are ten and twenty times those: they
 * tell a bounded, isolated import from the stalls these pages caused (58 s to over 9 minutes of a held
 * event loop) on any host, however loaded.
 */
const ANSWERED_WITHIN_MS = 30_000;
const LONGEST_GET_MS = 1_000;

async function importer(app: TestApp): Promise<Traveller> {
  const { userId } = await createUser(app, { plan: 'pro', aiImportsConsent: true });
  return { userId, token: await issueToken(app, { userId }) };
}

const preview = (app: TestApp, who: Traveller, url: string): Promise<Reply> =>
  call(app, 'POST', '/v1/itinerary/from-link', { token: who.token, body: { url, preview: true } });

describe('link import isolation', function () {
  this.timeout(90_000);
  let server: FixtureServer;
  let pages: ImportPages;

  before(async () => {
    server = await startFixtureServer();
    pages = new ImportPages(server);
  });
  after(() => server?.close());

  describe('with the default deadline', () => {
    let app: TestApp;
    let who: Traveller;

    before(async () => {
      app = await startTestApp({ IMPORT_ALLOWED_HOSTS: server.hostPort });
      who = await importer(app);
      // The first import starts the pools and loads the gazetteer (1-2 s, documented): not what is measured here.
      expect((await preview(app, who, pages.paris())).status).to.equal(200);
    });
    after(() => app?.close());

    for (const page of hostilePages()) {
      it(`answers ${page.name} while GETs of an itinerary keep answering promptly`, async () => {
        const itinerary = await createItinerary(app, who);
        const url = pages.page(page.html);
        let importing = true;
        const statuses: number[] = [];
        let longestGet = 0;
        const reader = async () => {
          while (importing) {
            const sent = performance.now();
            statuses.push((await call(app, 'GET', `/v1/itinerary/${itinerary.id}`, { token: who.token })).status);
            longestGet = Math.max(longestGet, performance.now() - sent);
          }
        };
        const readers = Array.from({ length: 4 }, reader);
        const started = performance.now();
        const reply = await preview(app, who, url).finally(() => (importing = false));
        const elapsed = performance.now() - started;
        await Promise.all(readers);

        expect(elapsed, `answered in ${Math.round(elapsed)} ms`).to.be.below(ANSWERED_WITHIN_MS);
        if (reply.status !== 200) expectProblem(reply, 422, 'linkUnreadable');
        expect(statuses.length).to.be.greaterThan(0);
        expect(statuses.every((status) => status === 200), `GET statuses: ${[...new Set(statuses)]}`).to.equal(true);
        expect(longestGet, `the longest GET took ${Math.round(longestGet)} ms`).to.be.below(LONGEST_GET_MS);
      });
    }
  });

  describe('with the default deadline and an attempt rate of 2 an hour', () => {
    let app: TestApp;

    before(async () => {
      app = await startTestApp({ IMPORT_ALLOWED_HOSTS: server.hostPort, IMPORT_ATTEMPTS_PER_HOUR: '2' });
      // The first import starts the pools and loads the gazetteer: not what is measured here.
      expect((await preview(app, await importer(app), pages.paris())).status).to.equal(200);
    });
    after(() => app?.close());

    it('cuts a page off at the deadline with 422 and reads the next link on a new thread', async () => {
      const who = await importer(app);
      // The page costs Readability 5-6 s on this machine's cores, three times the deadline.
      const cut = await preview(app, who, pages.page(slowWithinCaps().html));
      expectProblem(cut, 422, 'linkUnreadable');
      expect(cut.body.detail).to.equal('The page took too long to read.');

      const next = await preview(app, who, pages.paris());
      expect(next.status, next.text).to.equal(200);
      expect(next.body.source.placed).to.be.greaterThan(0);
    });

    it('counts failed and cut-off reads, then answers 429 importRateLimited before fetching', async () => {
      const who = await importer(app);
      const cachedByOthers = pages.paris();
      expect((await preview(app, await importer(app), cachedByOthers)).status).to.equal(200);

      expectProblem(await preview(app, who, pages.missing()), 422, 'linkUnreadable');
      expectProblem(await preview(app, who, pages.page(slowWithinCaps().html)), 422, 'linkUnreadable');
      const third = pages.paris();
      const refused = await preview(app, who, third);
      expectProblem(refused, 429, 'importRateLimited');
      expect(refused.body).to.include({ limit: 2 });
      expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 3600);
      expect(pages.fetches(third)).to.equal(0);

      // A link somebody already read is a free re-read: no attempt, no refusal.
      expect((await preview(app, who, cachedByOthers)).status).to.equal(200);
    });
  });
});
