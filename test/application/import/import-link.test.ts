import { expect } from 'chai';
import path from 'node:path';
import { GazetteerGeocoder } from '../../../src/adapters/outbound/gazetteer/gazetteer-geocoder.js';
import { HtmlPlaceExtractor } from '../../../src/adapters/outbound/extraction/html-place-extractor.js';
import { NominatimGeocoder } from '../../../src/adapters/outbound/geocoding/nominatim-geocoder.js';
import { SqliteDatabase } from '../../../src/adapters/outbound/sqlite/database.js';
import { SqliteImportCache } from '../../../src/adapters/outbound/sqlite/import-cache.js';
import { WebLinkReader } from '../../../src/adapters/outbound/web/link-reader.js';
import { IMPORT_PIPELINE_VERSION, ImportLink, type ImportLinkDependencies } from '../../../src/application/import/import-link.js';
import type { PlaceLlm } from '../../../src/application/ports/llm.port.js';
import { DomainError } from '../../../src/domain/shared/domain-error.js';
import { startFixtureServer, type FixtureServer } from '../../support/fixture-server.js';
import { tempDir } from '../../support/temp-dir.js';

const ARTICLE = `<html><head><title>Two days in Lisbon | Wander Notes</title><meta name="author" content="Ana Costa">
<meta property="og:site_name" content="Wander Notes"><meta name="keywords" content="Lisbon, Portugal"></head><body><article>
<h1>Two days in Lisbon</h1><p>Lisbon rewards slow walkers, and this plan keeps the hills manageable for everyone.</p>
<h2>Day 1: Belém</h2><p>Start at the Belém Tower, then walk to the Jerónimos Monastery. Finish with tarts at Pastéis de Belém.</p>
<h2>Day 2: Alfama</h2><p>Climb to São Jorge Castle, wander through Alfama and end at the Miradouro de Santa Luzia.</p>
<h3>1. Tasca do Chico</h3><p>Our favourite fado bar.</p>
</article></body></html>`;

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a failure');
}

describe('ImportLink', () => {
  let server: FixtureServer;
  let dir: ReturnType<typeof tempDir>;
  let database: SqliteDatabase;
  let cache: SqliteImportCache;
  let ids: number;
  const geocoder = new GazetteerGeocoder();

  const service = (overrides: Partial<ImportLinkDependencies> = {}): ImportLink =>
    new ImportLink({
      reader: new WebLinkReader({ allowedHosts: [server.hostPort] }),
      extractor: new HtmlPlaceExtractor(),
      geocoder,
      cache,
      clock: { now: () => new Date('2026-03-01T10:00:00Z') },
      ids: { uuid: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}` },
      ...overrides,
    });

  beforeEach(async () => {
    ids = 0;
    server = await startFixtureServer();
    server.route('/lisbon', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(ARTICLE);
    });
    server.route('/empty', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><head><title>Hello</title></head><body><p>nothing to see here, sorry.</p></body></html>');
    });
    dir = tempDir('import-link');
    database = SqliteDatabase.open(path.join(dir.path, 'test.db'));
    cache = new SqliteImportCache(database);
  });
  afterEach(async () => {
    await server.close();
    database.close();
    dir.remove();
  });

  it('tells its steps as it goes: reading, extracting, placing, done; a cached link is done at once', async () => {
    const importer = service();
    const fresh: string[] = [];
    await importer.read(`${server.origin}/lisbon?progress`, { onProgress: (step) => fresh.push(step) });
    expect(fresh).to.deep.equal(['reading', 'extracting', 'placing', 'done']);
    const again: string[] = [];
    await importer.read(`${server.origin}/lisbon?progress`, { onProgress: (step) => again.push(step) });
    expect(again).to.deep.equal(['done']);
  });

  it('reads a new link: a draft with days in the source\'s order, the source figures, not cached', async () => {
    let checks = 0;
    const read = await service().read(`${server.origin}/lisbon?utm_source=x#top`, { beforeFetch: () => void checks++ });
    expect(read.cached).to.equal(false);
    expect(checks).to.equal(1);
    expect(read.draft).to.include({ title: 'Two days in Lisbon', destination: 'Lisbon, Portugal' });
    expect(read.draft.center.latitude).to.be.within(38.6, 38.8);
    expect(read.draft.days.map((day) => day.title)).to.deep.equal(['Belém', 'Alfama', 'Places to find on the map']);
    expect(read.draft.days[0]!.stops.map((stop) => stop.name)).to.deep.equal(['Belém Tower', 'Jerónimos Monastery', 'Pastéis de Belém']);
    // The day's heading names Alfama first.
    expect(read.draft.days[1]!.stops.map((stop) => stop.name)).to.deep.equal(['Alfama', 'São Jorge Castle', 'Miradouro de Santa Luzia']);
    const unplaced = read.draft.days[2]!.stops;
    expect(unplaced.map((stop) => stop.name)).to.deep.equal(['Tasca do Chico']);
    expect(unplaced[0]!.note).to.match(/not found on the map/);
    expect(read.draft.days.every((day) => /^0{8}-/.test(day.id) && day.stops.every((stop) => /^0{8}-/.test(stop.id)))).to.equal(true);
    expect(read.source).to.deep.include({ url: `${server.origin}/lisbon`, author: 'Ana Costa', stops: 7, placed: 6 });
    expect(read.source.confidence).to.be.within(0, 1);
  });

  it('reads a known link from the cache: free, no fetch, fresh ids, whatever its tracking parameters', async () => {
    const first = await service().read(`${server.origin}/lisbon`);
    const hits = server.hits.length;
    let checks = 0;
    const again = await service().read(`${server.origin}/lisbon?fbclid=abc&utm_medium=social`, { beforeFetch: () => void checks++ });
    expect(again.cached).to.equal(true);
    expect(checks).to.equal(0);
    expect(server.hits.length).to.equal(hits);
    expect(again.source).to.deep.equal(first.source);
    expect(again.draft.days[0]!.id).to.not.equal(first.draft.days[0]!.id);
  });

  it('applies the caller\'s title and start date to the draft only', async () => {
    const read = await service().read(`${server.origin}/lisbon`, { title: 'Our anniversary', startDate: '2026-05-01' });
    expect(read.draft).to.include({ title: 'Our anniversary', startDate: '2026-05-01' });
    expect((await service().read(`${server.origin}/lisbon`)).draft.title).to.equal('Two days in Lisbon');
  });

  it('stops before fetching when beforeFetch refuses (the allowance), and caches nothing', async () => {
    const refuse = (): never => {
      throw new DomainError('importAllowanceExceeded', 'used up');
    };
    expect((await failure(service().read(`${server.origin}/lisbon`, { beforeFetch: refuse }))).code).to.equal('importAllowanceExceeded');
    expect(server.hits).to.deep.equal([]);
    expect(await cache.get(`${server.origin}/lisbon`)).to.equal(undefined);
  });

  it('fetches a link once when two accounts read it at the same time; only one read is charged', async () => {
    const importer = service();
    const reads = await Promise.all([importer.read(`${server.origin}/lisbon`), importer.read(`${server.origin}/lisbon?utm_source=a`)]);
    expect(reads.map((read) => read.cached).sort()).to.deep.equal([false, true]);
    expect(server.hits.filter((hit) => hit === '/lisbon')).to.have.length(1);
  });

  it('reads on its own when the read it joined was refused', async () => {
    const importer = service();
    const refused = importer.read(`${server.origin}/lisbon`, {
      beforeFetch: () => Promise.reject(new DomainError('importAllowanceExceeded', 'used up')),
    });
    const own = importer.read(`${server.origin}/lisbon`);
    expect((await failure(refused)).code).to.equal('importAllowanceExceeded');
    expect((await own).cached).to.equal(false);
  });

  it('reports a page without places as linkUnreadable and does not cache it', async () => {
    expect((await failure(service().read(`${server.origin}/empty`))).code).to.equal('linkUnreadable');
    let checks = 0;
    await failure(service().read(`${server.origin}/empty`, { beforeFetch: () => void checks++ }));
    expect(checks).to.equal(1);
  });

  it('given a page about a town whose only names the rules judge too unsure, when read, then the names its prose repeats are unplaced stops of a draft centred on the town', async () => {
    server.route('/snipiskes', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<html lang="en"><head><title>A different side of Vilnius</title></head><body><article><h1>A different side of Vilnius</h1>
<p>Across the river from the old town lies Šnipiškės, a district of wooden houses below the glass towers.</p>
<p>We cycled slowly, stopping whenever a porch or a garden caught our eye.</p>
<p>By evening Šnipiškės felt like a village that the city had forgotten to pull down.</p></article></body></html>`);
    });
    const { draft } = await service().read(`${server.origin}/snipiskes`);
    const stops = draft.days.flatMap((day) => day.stops);
    expect(stops.map((stop) => stop.name)).to.deep.equal(['Šnipiškės']);
    expect(stops[0]!.coordinate).to.equal(undefined);
    expect(draft.center.latitude).to.be.closeTo(54.69, 0.2);
  });

  it('given a food guide whose venues no gazetteer knows and whose title names no town, when read, then its centre and destination come from the towns its address lines name', async () => {
    server.route('/taquerias', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<html lang="es"><head><title>Cuatro rumbos: taquerías</title></head><body><article><h1>Cuatro rumbos: taquerías</h1>
<p>Una taquería por cada rumbo de la ciudad, todas con fama ganada a pulso entre los vecinos.</p>
<h2>Al norte – Tacos El Farolito</h2><p><strong>Calle de Veracruz 12, Col. Industrial. 9 – 17 H.</strong></p><p>Los de suadero son la especialidad.</p>
<h2>Al este – Taquería La Güera</h2><p><strong>Avenida Ermita Iztapalapa 300, Col. Centro. 18 – 24 H.</strong></p><p>Buenas salsas y horchata.</p>
<h2>Al sur – El Fogón Chilango</h2><p><strong>Pino 7, Iztapalapa. Abierto 24 h.</strong></p><p>Pide el de pastor.</p>
</article></body></html>`);
    });
    const read = await service().read(`${server.origin}/taquerias`);
    expect(read.draft.days.flatMap((day) => day.stops.map((stop) => stop.name))).to.deep.equal(['Tacos El Farolito', 'Taquería La Güera', 'El Fogón Chilango']);
    expect(read.draft.destination).to.equal('Mexico City, Mexico');
    expect(read.draft.center.latitude).to.be.within(19.2, 19.6);
  });

  it('given a page on a country whose one placed stop is a small town, when read, then the town is a stop without coordinates: a namesake is as likely', async () => {
    server.route('/peninsula', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<html lang="en"><head><title>A slow summer week in the USA</title></head><body><article><h1>A slow summer week in the USA</h1>
<p>We rented a cottage by the water and planned nothing but swims and long lunches.</p>
<h2>1. Ephraim</h2><p>A white village on the bay, with a beach for the sunset and a boat to rent.</p>
<h2>2. Wilson's Restaurant and Ice Cream Parlor</h2><p>Sundaes on the porch, as every summer.</p>
</article></body></html>`);
    });
    const { draft } = await service().read(`${server.origin}/peninsula`);
    const stops = draft.days.flatMap((day) => day.stops);
    expect(stops.map((stop) => stop.name)).to.include('Ephraim');
    expect(stops.find((stop) => stop.name === 'Ephraim')!.coordinate).to.equal(undefined);
  });

  it('given a page whose one placed stop is a small town and whose titles say nothing of where it is, when read, then the town keeps its coordinates: they centre the draft', async () => {
    server.route('/sunsets', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<html lang="en"><head><title>Our slow summer week</title></head><body><article><h1>Our slow summer week</h1>
<p>We rented a cottage by the water and planned nothing but swims and long lunches.</p>
<h2>1. Ephraim</h2><p>A white village on the bay, with a beach for the sunset and a boat to rent.</p>
<h2>2. Wilson's Restaurant and Ice Cream Parlor</h2><p>Sundaes on the porch, as every summer.</p>
</article></body></html>`);
    });
    const { draft } = await service().read(`${server.origin}/sunsets`);
    const ephraim = draft.days.flatMap((day) => day.stops).find((stop) => stop.name === 'Ephraim');
    expect(ephraim?.coordinate?.latitude).to.be.closeTo(39.36, 0.1);
  });

  it('given a title listing towns that the stored part of the page does not reach, when read, then each listed town is a stop', async () => {
    server.route('/marruecos', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<html lang="es"><head><title>Diez días en Marruecos: Fez, Chefchaouen y Meknes</title></head><body><article>
<h1>Diez días en Marruecos: Fez, Chefchaouen y Meknes</h1><p>Llegamos de noche y el taxi nos dejó junto a la puerta azul.</p>
<h2>Día 1: la medina</h2><p>Por la mañana visitamos la <strong>Madrasa Bou Inania</strong> y después las curtidurías de <strong>Chouara</strong>.</p>
</article></body></html>`);
    });
    const read = await service().read(`${server.origin}/marruecos`);
    const names = read.draft.days.flatMap((day) => day.stops.map((stop) => stop.name));
    expect(names).to.include.members(['Fez', 'Chefchaouen', 'Meknes']);
    expect(names).to.include('Madrasa Bou Inania');
  });

  it('given a Korean page whose stops no gazetteer knows, nor any name it mentions, when read, then its draft is centred in Korea, its stops unplaced', async () => {
    server.route('/danyang', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<html lang="ko"><head><title>단양 여행 코스 추천</title></head><body><article><h1>단양 여행 코스 추천</h1>
<p>아무튼 우리가 돈 코스는 <strong>만천하스카이워크, 단양구경시장, 빛터널, 카페산</strong>이었다.</p>
<p>다 좋았지만 유난히 기억에 남는 곳은 카페산이었다.</p></article></body></html>`);
    });
    const read = await service().read(`${server.origin}/danyang`);
    expect(read.draft.days.flatMap((day) => day.stops.map((stop) => stop.name))).to.include.members(['만천하스카이워크', '단양구경시장', '빛터널', '카페산']);
    expect(read.draft.center.latitude).to.be.within(33, 39);
    expect(read.draft.center.longitude).to.be.within(124, 132);
  });

  it('given a simplified Chinese page whose stops no gazetteer knows, nor any name it mentions, when read, then its draft is centred in China, its stops unplaced', async () => {
    server.route('/tea-walk', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<html lang="zh"><head><title>周末茶园徒步路线推荐</title></head><body><article><h1>周末茶园徒步路线推荐</h1>
<p>这次我们走的路线是<strong>梅家坞茶园、云栖竹径、九溪十八涧</strong>，一共走了大概五个小时。</p>
<p>早上先到梅家坞茶园喝茶，然后沿着山路走到云栖竹径，下午在九溪十八涧玩水，最后坐公交回去了。</p></article></body></html>`);
    });
    const read = await service().read(`${server.origin}/tea-walk`);
    expect(read.draft.days.flatMap((day) => day.stops.map((stop) => stop.name))).to.include.members(['梅家坞茶园', '云栖竹径', '九溪十八涧']);
    expect(read.draft.center.latitude).to.be.within(18, 54);
    expect(read.draft.center.longitude).to.be.within(73, 135);
  });

  it('given a Chinese caption whose pins no gazetteer knows, when read, then its draft is centred on the town it names again and again, however unsure the gazetteer is of it', async () => {
    server.route('/chiayi', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<html lang="zh"><head><title>嘉义西区慢游｜老建筑+夜市</title></head><body><article><h1>嘉义西区慢游｜老建筑+夜市</h1>
<p>📍桧意森活村：一整片日式老房子</p><p>📍嘉义市立美术馆：老建筑里的当代艺术</p><p>📍北门驿：百年老车站</p>
<p>坐火车到嘉义站下车，嘉义的西区走路就能逛完。</p></article></body></html>`);
    });
    const read = await service().read(`${server.origin}/chiayi`);
    expect(read.draft.days.flatMap((day) => day.stops.map((stop) => stop.name))).to.include.members(['桧意森活村', '嘉义市立美术馆', '北门驿']);
    expect(read.draft.center.latitude).to.be.within(23.3, 23.6);
    expect(read.draft.center.longitude).to.be.within(120.3, 120.6);
  });

  it('reports a missing page as linkUnreadable and a private address as linkNotAllowed', async () => {
    expect((await failure(service().read(`${server.origin}/missing`))).code).to.equal('linkUnreadable');
    const strict = service({ reader: new WebLinkReader() });
    expect((await failure(strict.read(`${server.origin}/lisbon`))).code).to.equal('linkNotAllowed');
    expect((await failure(strict.read('http://169.254.169.254/latest/meta-data/'))).code).to.equal('linkNotAllowed');
    expect((await failure(strict.read('file:///etc/passwd'))).code).to.equal('linkNotAllowed');
  });

  it('refreshes an entry of an older pipeline for free, and keeps it when the page is gone', async () => {
    const url = `${server.origin}/lisbon`;
    const old = await service().read(url);
    const entry = (await cache.get(url))!;
    await cache.put({ ...entry, pipelineVersion: IMPORT_PIPELINE_VERSION - 1, plan: { ...entry.plan, title: 'Old title' } });
    let checks = 0;
    const refreshed = await service().read(url, { beforeFetch: () => void checks++ });
    expect(refreshed).to.deep.include({ cached: true });
    expect(refreshed.draft.title).to.equal(old.draft.title);
    expect(checks).to.equal(0);
    expect((await cache.get(url))!.pipelineVersion).to.equal(IMPORT_PIPELINE_VERSION);

    const gone = `${server.origin}/gone`;
    await cache.put({ url: gone, pipelineVersion: IMPORT_PIPELINE_VERSION - 1, storedAt: entry.storedAt, plan: { ...entry.plan, title: 'Kept' } });
    const kept = await service().read(gone);
    expect(kept).to.deep.include({ cached: true });
    expect(kept.draft.title).to.equal('Kept');
  });

  describe('with an LLM', () => {
    it('adds the places it finds once the gazetteer confirms them, and ignores invented ones', async () => {
      const llm: PlaceLlm = {
        extractPlaces: async () => ({
          places: [
            { name: 'Santa Justa Lift', city: 'Lisbon', day: 2 },
            { name: 'The Glorious Imaginary Museum of Nothing', city: 'Atlantis' },
            { name: 'Belém Tower', city: 'Lisbon' },
          ],
        }),
      };
      const read = await service({ llm }).read(`${server.origin}/lisbon`);
      const names = read.draft.days.flatMap((day) => day.stops.map((stop) => stop.name));
      expect(names).to.include('Santa Justa Lift');
      expect(names).to.not.include('The Glorious Imaginary Museum of Nothing');
      expect(names.filter((name) => name === 'Belém Tower')).to.have.length(1);
      expect(read.draft.days[1]!.stops.map((stop) => stop.name)).to.include('Santa Justa Lift');
    });

    it('reads the link without it when it fails', async () => {
      const failures: string[] = [];
      const llm: PlaceLlm = { extractPlaces: async () => Promise.reject(new Error('model overloaded')) };
      const read = await service({ llm, onOptionalFailure: (step) => void failures.push(step) }).read(`${server.origin}/lisbon`);
      expect(read.source.stops).to.equal(7);
      expect(failures).to.deep.equal(['llm']);
    });
  });

  describe('with an online geocoder', () => {
    let geo: FixtureServer;
    let searched: URLSearchParams[];
    beforeEach(async () => {
      searched = [];
      server.route('/lisbon-taverns', (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(ARTICLE.replace('<h3>1. Tasca do Chico</h3>', '<h3>1. Tasca do Chico</h3><p>Fado most nights.</p><h3>2. Casa Olímpia</h3>'));
      });
      // A Nominatim on loopback: the tavern in Lisbon, and only a namesake of the other in Brazil.
      geo = await startFixtureServer();
      geo.route('/search', (req, res) => {
        const params = new URL(req.url!, geo.origin).searchParams;
        searched.push(params);
        const place = (lat: string, lon: string, city: string, country: string, code: string) => [
          { lat, lon, name: params.get('q'), importance: 0.2, addresstype: 'amenity', type: 'restaurant', address: { city, country, country_code: code } },
        ];
        const answers: Record<string, unknown[]> = {
          'Tasca do Chico': place('38.7114', '-9.1437', 'Lisbon', 'Portugal', 'pt'),
          'Casa Olímpia': place('-22.9068', '-43.1729', 'Rio de Janeiro', 'Brazil', 'br'),
        };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answers[params.get('q')!] ?? []));
      });
    });
    afterEach(() => geo.close());

    it('places a stop the gazetteer does not know near the page\'s region, and refuses a namesake on another continent', async () => {
      const onlineGeocoder = new NominatimGeocoder({ baseUrl: geo.origin, userAgent: 'ItineraryTest/1.0', intervalMs: 0 });
      const read = await service({ onlineGeocoder }).read(`${server.origin}/lisbon-taverns`);
      const stops = read.draft.days.flatMap((day) => day.stops);
      const tasca = stops.find((stop) => stop.name === 'Tasca do Chico')!;
      expect(tasca.coordinate).to.deep.equal({ latitude: 38.7114, longitude: -9.1437 });
      expect(read.draft.days.at(-1)!.stops.map((stop) => stop.name)).to.deep.equal(['Casa Olímpia']);
      expect(read.source).to.deep.include({ stops: 8, placed: 7 });
      // Only the two stops the gazetteer could not place were asked for, each biased to Lisbon.
      expect(searched.map((params) => params.get('q')).sort()).to.deep.equal(['Casa Olímpia', 'Tasca do Chico']);
      for (const params of searched) {
        const [west, south, east, north] = params.get('viewbox')!.split(',').map(Number);
        expect(38.72).to.be.within(south!, north!);
        expect(-9.14).to.be.within(west!, east!);
        expect(params.get('bounded')).to.equal('0');
      }
    });

    it('reads the link without it when it fails', async () => {
      geo.route('/search', (_req, res) => {
        res.writeHead(503);
        res.end();
      });
      const failures: string[] = [];
      const onlineGeocoder = new NominatimGeocoder({ baseUrl: geo.origin, userAgent: 'ItineraryTest/1.0', intervalMs: 0 });
      const read = await service({ onlineGeocoder, onOptionalFailure: (step) => void failures.push(step) }).read(`${server.origin}/lisbon`);
      expect(read.source).to.deep.include({ stops: 7, placed: 6 });
      expect(failures).to.deep.equal(['geocoder']);
    });
  });
});
