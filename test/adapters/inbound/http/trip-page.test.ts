import { expect } from 'chai';
import { parseHTML } from 'linkedom';
import type { DomDocument } from '../../../../src/adapters/outbound/extraction/dom.js';
import type { ViewRecorder } from '../../../../src/application/sharing/view-recorder.js';
import { TOKENS } from '../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { createUser, issueToken, testClientsOf } from '../../../support/auth.js';
import { authorize, BrowserlessUser } from '../../../support/oauth-flow.js';
import { weekTrip } from '../../../support/week-trip.js';
import { addMember, call, createItinerary, removeMember, traveller, type Traveller } from './itinerary/support.js';

/** The project compiles without the DOM library: linkedom's document through the extractors' interface. */
const dom = (html: string): DomDocument => (parseHTML(html) as unknown as { document: DomDocument }).document;

/** The trip page BASE_URL/t/{id} as HTML: who sees it, what its head says, what it never shows, views. */
describe('trip page: BASE_URL/t/{id}', function () {
  this.timeout(60_000);
  let app: TestApp;
  let owner: Traveller;

  before(async () => {
    app = await startTestApp();
    owner = await traveller(app, { displayName: 'Olivia Owner' });
  });
  after(() => app?.close());

  async function shared(visibility: 'public' | 'unlisted' | 'private', body = weekTrip({ destination: `Rome ${Math.random()}` })) {
    const { id, etag } = await createItinerary(app, owner, body);
    if (visibility !== 'private') {
      const made = await call(app, 'PUT', `/v1/itinerary/${id}/visibility`, { token: owner.token, body: { visibility }, headers: { 'If-Match': etag } });
      expect(made.status, made.text).to.equal(200);
    }
    return id;
  }
  const page = (id: string, headers: Record<string, string> = {}) => fetch(`${app.url}/t/${id}`, { headers });
  const views = async (id: string) => {
    await app.container.get<ViewRecorder>(TOKENS.ViewRecorder).flush();
    return (await call(app, 'GET', `/v1/itinerary/${id}`, { token: owner.token })).body.viewsCount as number;
  };

  it('serves a public itinerary without a token: HTML under a CSP without scripts, days and stops in order', async () => {
    const id = await shared('public');
    const res = await page(id);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).to.contain("default-src 'none'").and.match(/style-src 'sha256-[A-Za-z0-9+/=]+'/).and.contain("frame-ancestors 'none'");
    expect(csp).to.not.contain('script-src').and.not.contain('unsafe');
    expect(res.headers.get('x-robots-tag')).to.equal(null);
    const document = dom(await res.text());
    expect(document.querySelector('h1')!.textContent).to.equal('A week in Rome');
    expect(document.querySelector('.facts')!.textContent).to.match(/^Rome [\d.]+ · Fri 2 May – Thu 8 May 2025 · 7 days$/);
    const days = Array.from(document.querySelectorAll('.day h3')).map((h) => h.textContent);
    expect(days).to.have.length(7);
    expect(days[0]).to.equal('Day 1 Fri 2 May Arrival and the Forum');
    const firstDay = Array.from(document.querySelectorAll('.day'))[0]!;
    expect(Array.from(firstDay.querySelectorAll('.stop h4')).map((h) => h.textContent)).to.deep.equal([
      'Colosseum', 'Roman Forum', 'Palatine Hill', 'Pantheon', 'Trevi Fountain', 'Dinner near Spanish Steps',
    ]);
    expect(Array.from(firstDay.querySelectorAll('.stop .time')).map((t) => t.textContent)).to.deep.equal(['09:00', '10:30', '12:30', '14:00', '16:30', '19:30']);
    expect(document.querySelectorAll('svg circle.pin')).to.have.length(42);
    expect(document.querySelector('svg')!.getAttribute('role')).to.equal('img');
  });

  it('has Open Graph, Twitter and canonical tags, and JSON-LD: a Trip of dated sub-trips with their places', async () => {
    const id = await shared('public');
    const document = dom(await (await page(id)).text());
    const meta = (key: string) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    expect(meta('og:title')).to.equal('A week in Rome');
    expect(meta('og:url')).to.equal(`${app.url}/t/${id}`);
    expect(meta('og:description')).to.equal('Seven days of ruins, churches, piazzas and long dinners.');
    expect(meta('twitter:card')).to.equal('summary');
    expect(meta('robots')).to.equal(undefined);
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).to.equal(`${app.url}/t/${id}`);
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld).to.include({ '@context': 'https://schema.org', '@type': 'Trip', name: 'A week in Rome', startDate: '2025-05-02', endDate: '2025-05-08' });
    expect(ld.subTrip).to.have.length(7);
    expect(ld.subTrip[2]).to.include({ '@type': 'Trip', name: 'Day 3: Fountains and steps', startDate: '2025-05-04' });
    const first = ld.subTrip[0].itinerary;
    expect(first).to.include({ '@type': 'ItemList', numberOfItems: 6 });
    expect(first.itemListElement[0]).to.deep.equal({
      '@type': 'ListItem',
      position: 1,
      item: {
        '@type': 'LandmarksOrHistoricalBuildings',
        name: 'Colosseum',
        address: 'Colosseum, Rome, Italy',
        geo: { '@type': 'GeoCoordinates', latitude: 41.8902, longitude: 12.4922 },
        description: 'Book tickets ahead & arrive early <really>.',
      },
    });
    expect(first.itemListElement[5].item['@type']).to.equal('Restaurant');
  });

  it('never shows booking codes, seats or phone numbers, and escapes what it shows', async () => {
    const id = await shared('public');
    const html = await (await page(id)).text();
    expect(html).to.not.contain('QX7P2L').and.not.contain('ART-99812').and.not.contain('12A<');
    expect(html).to.contain('Book tickets ahead &#38; arrive early &#60;really&#62;.');
    // In the JSON-LD, `<` is escaped so that no value can end the script element.
    expect(html).to.contain('"description":"Book tickets ahead & arrive early \\u003creally>."');
    expect(html).to.contain('Flight AZ611');
  });

  it('an unlisted itinerary is served to whoever has the link, kept out of search engines', async () => {
    const id = await shared('unlisted');
    const res = await page(id);
    expect(res.status).to.equal(200);
    expect(res.headers.get('x-robots-tag')).to.equal('noindex');
    expect(await res.text()).to.contain('<meta name="robots" content="noindex">');
  });

  it('a private, deleted or unknown itinerary, or a bad id, is 404 (an HTML page)', async () => {
    const hidden = await shared('private');
    const deleted = await shared('public');
    expect((await call(app, 'DELETE', `/v1/itinerary/${deleted}`, { token: owner.token })).status).to.equal(204);
    for (const id of [hidden, deleted, '0196a4b2-7c1e-7d3a-9f10-3b5c2e8d4a61', 'not-a-uuid']) {
      const res = await page(id);
      expect(res.status, id).to.equal(404);
      expect(res.headers.get('content-type')).to.contain('text/html');
      expect(await res.text()).to.contain('No trip here');
    }
    expect(await views(hidden)).to.equal(0);
  });

  it('counts a view per visitor and day, as GET does; the owner’s own API reads do not count', async () => {
    const id = await shared('public');
    await page(id, { 'user-agent': 'Browser A' });
    await page(id, { 'user-agent': 'Browser A' });
    expect(await views(id)).to.equal(1);
    await page(id, { 'user-agent': 'Browser B' });
    expect(await views(id)).to.equal(2);
  });

  it('a page made private stops being served at once', async () => {
    const id = await shared('public');
    expect((await page(id)).status).to.equal(200);
    const read = await call(app, 'GET', `/v1/itinerary/${id}`, { token: owner.token });
    await call(app, 'PUT', `/v1/itinerary/${id}/visibility`, { token: owner.token, body: { visibility: 'private' }, headers: { 'If-Match': read.headers.get('etag')! } });
    expect((await page(id)).status).to.equal(404);
  });

  describe('a private itinerary, for its members signed in at the authorization server', () => {
    /** An account and a browser signed in as it at the authorization server (an app's sign-in, as a traveller does it). */
    async function signedIn(): Promise<{ who: Traveller; browser: BrowserlessUser; sessionCookie: string }> {
      const { userId, email } = await createUser(app);
      const who = { userId, token: await issueToken(app, { userId }) };
      const browser = new BrowserlessUser(app.url);
      const cookies: string[] = [];
      const request = browser.request.bind(browser);
      browser.request = async (url, init) => {
        const res = await request(url, init);
        cookies.push(...res.headers.getSetCookie());
        return res;
      };
      await authorize(app.url, { clientId: (await testClientsOf(app)).thirdParty, redirectUri: 'http://127.0.0.1/callback', email, user: browser });
      browser.request = request;
      return { who, browser, sessionCookie: cookies.filter((c) => c.startsWith('_session=')).at(-1)! };
    }

    it('the browser session cookie reaches the trip page: Path=/, HttpOnly, SameSite=Lax', async () => {
      const { sessionCookie } = await signedIn();
      expect(sessionCookie).to.match(/; path=\/(;|$)/i).and.match(/httponly/i).and.match(/samesite=lax/i);
    });

    it('serves it to a signed-in member (any role) unindexed and uncached, counting views as GET does', async () => {
      const id = await shared('private');
      const { who: viewer, browser } = await signedIn();
      await addMember(app, id, owner, viewer, 'viewer');
      const res = await browser.request(`/t/${id}`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('cache-control')).to.equal('private, no-store');
      expect(res.headers.get('x-robots-tag')).to.equal('noindex');
      expect(res.headers.get('content-security-policy')).to.contain("default-src 'none'").and.not.contain('script-src');
      const html = await res.text();
      expect(html).to.contain('<meta name="robots" content="noindex">');
      expect(dom(html).querySelector('h1')!.textContent).to.equal('A week in Rome');
      expect((await call(app, 'GET', `/v1/itinerary/${id}`, { token: viewer.token })).status).to.equal(200);
      expect(await views(id), 'as the API counts: a private itinerary has no views').to.equal(0);

      const { who: editor, browser: editorBrowser } = await signedIn();
      await addMember(app, id, owner, editor, 'editor');
      expect((await editorBrowser.request(`/t/${id}`)).status).to.equal(200);
    });

    it('is 404 to a signed-in non-member and to an anonymous visitor, and to a member once removed', async () => {
      const id = await shared('private');
      const { browser: stranger } = await signedIn();
      const { who: member, browser } = await signedIn();
      await addMember(app, id, owner, member, 'viewer');
      for (const [who, res] of [['stranger', await stranger.request(`/t/${id}`)], ['anonymous', await page(id)]] as const) {
        expect(res.status, who).to.equal(404);
        expect(res.headers.get('cache-control'), who).to.equal('no-store');
        expect(await res.text(), who).to.contain('No trip here');
      }
      expect((await browser.request(`/t/${id}`)).status).to.equal(200);
      await removeMember(app, id, owner, member);
      expect((await browser.request(`/t/${id}`)).status).to.equal(404);
    });

    it('is 404 to a member once the itinerary is deleted', async () => {
      const id = await shared('private');
      const { who: member, browser } = await signedIn();
      await addMember(app, id, owner, member, 'editor');
      expect((await call(app, 'DELETE', `/v1/itinerary/${id}`, { token: owner.token })).status).to.equal(204);
      expect((await browser.request(`/t/${id}`)).status).to.equal(404);
    });
  });
});
