import { expect } from 'chai';
import sharp from 'sharp';
import { PexelsPhotoSearch } from '../../../../src/adapters/outbound/pexels/photo-search.js';
import { startFixtureServer, type FixtureServer } from '../../../support/fixture-server.js';

const KEY = 'test-pexels-key';

describe('PexelsPhotoSearch (fake Pexels on 127.0.0.1)', () => {
  let server: FixtureServer;
  let pexels: PexelsPhotoSearch;
  let photo: Buffer;
  const searches: URLSearchParams[] = [];

  beforeEach(async () => {
    searches.length = 0;
    server = await startFixtureServer();
    pexels = new PexelsPhotoSearch({ apiKey: KEY, baseUrl: `${server.origin}/v1/`, timeoutMs: 5000 });
    photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    server.route('/v1/search', (req, res) => {
      const params = new URL(req.url!, server.origin).searchParams;
      searches.push(params);
      if (req.headers.authorization !== KEY) return void res.writeHead(401).end();
      const photos =
        params.get('query') === 'nothing'
          ? []
          : [
              {
                id: 2014422,
                url: 'https://www.pexels.com/photo/2014422/',
                photographer: 'Joey Farina',
                photographer_url: 'https://www.pexels.com/@joey',
                src: { original: `${server.origin}/photos/original.jpeg`, large2x: `${server.origin}/photos/2014422.jpeg` },
              },
            ];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ page: 1, per_page: 1, photos }));
    });
    server.route('/photos/2014422.jpeg', (_req, res) => void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo));
  });
  afterEach(() => server.close());

  it('searches with the key, takes the first landscape photo and credits its photographer', async () => {
    const found = await pexels.search('Lisbon tram');
    expect(searches).to.have.length(1);
    expect(Object.fromEntries(searches[0]!)).to.deep.equal({ query: 'Lisbon tram', per_page: '1', orientation: 'landscape' });
    expect(found!.bytes.equals(photo)).to.equal(true);
    expect(found!.contentType).to.equal('image/jpeg');
    expect(found!.attribution).to.deep.equal({
      text: 'Photo by Joey Farina on Pexels',
      url: 'https://www.pexels.com/photo/2014422/',
    });
    expect(server.hits).to.deep.equal(['/v1/search', '/photos/2014422.jpeg']);
    expect(server.requests[1]!.authorization, 'the key stays with the API').to.equal(undefined);
  });

  it('answers undefined when nothing matches', async () => {
    expect(await pexels.search('nothing')).to.equal(undefined);
  });

  it('rejects when the API refuses (bad key, rate limit, outage)', async () => {
    const wrongKey = new PexelsPhotoSearch({ apiKey: 'wrong', baseUrl: `${server.origin}/v1` });
    expect(await wrongKey.search('Lisbon').catch((e: Error) => e.message)).to.match(/answered 401/);
    server.route('/v1/search', (_req, res) => void res.writeHead(429, { 'retry-after': '60' }).end());
    expect(await pexels.search('Lisbon').catch((e: Error) => e.message)).to.match(/answered 429/);
  });

  it('rejects a photo over the image limit without reading all of it', async () => {
    server.route('/photos/2014422.jpeg', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(1024 * 1024);
      for (let i = 0; i < 11; i += 1) res.write(chunk);
      res.end();
    });
    const error = (await pexels.search('Lisbon').catch((e: unknown) => e)) as { code?: string };
    expect(error.code).to.equal('payloadTooLarge');
  });
});
