import { expect } from 'chai';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../../../support/app.js';
import { startFixtureServer, type FixtureServer } from '../../../../support/fixture-server.js';
import { call, createItinerary, traveller, type Traveller } from '../itinerary/support.js';
import { openApiMatcher } from './support.js';

const KEY = 'test-pexels-key';

describe('photos found by search through the routes, with Pexels on a fake server', function () {
  this.timeout(60_000);
  let pexels: FixtureServer;
  let app: TestApp;
  let owner: Traveller;
  const queries: string[] = [];

  before(async () => {
    pexels = await startFixtureServer();
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c84' } }).jpeg().toBuffer();
    pexels.route('/v1/search', (req, res) => {
      const query = new URL(req.url!, pexels.origin).searchParams.get('query')!;
      queries.push(query);
      if (query === 'outage') return void res.writeHead(503).end();
      const found = {
        id: 7,
        url: 'https://www.pexels.com/photo/7/',
        photographer: 'Ana Lima',
        src: { large2x: `${pexels.origin}/photos/7.jpeg` },
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ photos: [found] }));
    });
    pexels.route('/photos/7.jpeg', (_req, res) => void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo));
    app = await startTestApp({ PEXELS_API_KEY: KEY, PEXELS_BASE_URL: `${pexels.origin}/v1` });
    owner = await traveller(app);
  });
  after(async () => {
    await app?.close();
    await pexels?.close();
  });

  it('shows the credit Pexels asks for with the cover and the day photo it found', async () => {
    const { id, etag } = await createItinerary(app, owner, { destination: 'Porto', days: [{ id: 'd1', stops: [] }] });
    const cover = await call(app, 'PUT', `/v1/itinerary/${id}/cover`, { token: owner.token, body: { query: 'Ribeira' }, headers: { 'If-Match': etag } });
    expect(cover.status, cover.text).to.equal(200);
    const credit = { text: 'Photo by Ana Lima on Pexels', url: 'https://www.pexels.com/photo/7/' };
    expect(cover.body.coverImageAttribution).to.deep.equal(credit);

    const day = await call(app, 'PUT', `/v1/itinerary/${id}/day/d1/image`, { token: owner.token, headers: { 'If-Match': cover.headers.get('etag')! } });
    expect(day.status, day.text).to.equal(200);
    expect(day.body.days[0].imageAttribution).to.deep.equal(credit);
    expect(queries.slice(-2)).to.deep.equal(['Ribeira', 'Porto']);
    (await openApiMatcher(app))('Itinerary', day.body);

    // A client may send back what it read: the credits are server-set and ignored.
    const echoed = await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: owner.token, body: day.body, headers: { 'If-Match': day.headers.get('etag')! } });
    expect(echoed.status, echoed.text).to.equal(200);
    expect(echoed.body.days[0].imageAttribution).to.deep.equal(credit);
  });

  it('falls back to a generated picture, without a credit, when Pexels fails', async () => {
    const { id, etag } = await createItinerary(app, owner);
    const reply = await call(app, 'PUT', `/v1/itinerary/${id}/cover`, { token: owner.token, body: { query: 'outage' }, headers: { 'If-Match': etag } });
    expect(reply.status, reply.text).to.equal(200);
    expect(reply.body).to.not.have.property('coverImageAttribution');
    const image = await fetch(reply.body.coverImageURL);
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).to.include({ width: 1600, height: 900 });
  });
});
