import { gpx, kml, kmlWithFolders } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { expect } from 'chai';
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import type { ViewRecorder } from '../../../../src/application/sharing/view-recorder.js';
import { TOKENS } from '../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { weekTrip } from '../../../support/week-trip.js';
import { addMember, call, createItinerary, traveller, type Traveller } from './itinerary/support.js';

/** The calendar (ICS) and map (GPX, KML) exports, read back by parsers that are not the writers. */
describe('itinerary exports: calendar.ics, stops.gpx, stops.kml', function () {
  this.timeout(60_000);
  let app: TestApp;
  let owner: Traveller;
  let viewer: Traveller;
  let stranger: Traveller;
  let id: string;

  before(async () => {
    app = await startTestApp();
    owner = await traveller(app, { displayName: 'Olivia' });
    viewer = await traveller(app);
    stranger = await traveller(app);
    ({ id } = await createItinerary(app, owner, weekTrip({ destination: `Rome ${Date.now()}` })));
    await addMember(app, id, owner, viewer, 'viewer');
  });
  after(() => app?.close());

  const get = (path: string, token: string) => call(app, 'GET', `/v1/itinerary/${id}/${path}`, { token });

  describe('calendar.ics', () => {
    it('is text/calendar with the revision as ETag, named after the title', async () => {
      const reply = await get('calendar.ics', owner.token);
      expect(reply.status, reply.text).to.equal(200);
      expect(reply.headers.get('content-type')).to.equal('text/calendar; charset=utf-8');
      expect(reply.headers.get('etag')).to.match(/^"\d+"$/);
      expect(reply.headers.get('content-disposition')).to.equal('inline; filename=A-week-in-Rome.ics');
      expect(reply.text.startsWith('BEGIN:VCALENDAR\r\n')).to.equal(true);
    });

    it('a 7-day trip with flights in two time zones: node-ical reads the right UTC instants and spans', async () => {
      const { text } = await get('calendar.ics', owner.token);
      const events = Object.values(nodeIcal.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as nodeIcal.VEvent[];
      const byUid = (prefix: string) => events.find((e) => e.uid.startsWith(prefix))!;
      // 7 day overviews + 42 timed stops + 2 flights + 1 hotel.
      expect(events).to.have.length(7 + 42 + 2 + 1);
      const out = byUid('flight-flight-out.');
      expect(out.summary).to.equal('Flight AZ611 JFK → FCO');
      expect(out.start.toISOString()).to.equal('2025-05-01T21:30:00.000Z');
      expect(out.end!.toISOString()).to.equal('2025-05-02T06:00:00.000Z');
      const back = byUid('flight-flight-back.');
      expect(back.start.toISOString()).to.equal('2025-05-08T08:15:00.000Z');
      expect(back.end!.toISOString()).to.equal('2025-05-08T17:30:00.000Z');
      expect(String(out.description)).to.contain('Departs JFK 17:30 (UTC-04:00)').and.contain('Arrives FCO 08:00 (UTC+02:00)');

      const hotel = byUid('hotel-hotel-artemide.');
      expect(hotel.datetype).to.equal('date');
      expect(hotel.summary).to.equal('Stay: Hotel Artemide');

      const day3 = byUid('day-day-3.');
      expect(day3.datetype).to.equal('date');
      expect(day3.summary).to.equal('A week in Rome · Day 3: Fountains and steps');
      expect(String(day3.description)).to.contain('Day 3 in Rome');

      const stop = byUid('stop-stop-3-2.');
      expect(stop.summary).to.equal('Spanish Steps');
      const geo = stop.geo as { lat: number; lon: number };
      expect(geo.lat).to.be.closeTo(41.9063, 1e-4);
    });

    it('ical.js reads the same calendar: floating local stop times with their durations, all-day hotel span', async () => {
      const { text } = await get('calendar.ics', viewer.token);
      const calendar = new ICAL.Component(ICAL.parse(text));
      const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      const byUid = (prefix: string) => events.find((e) => e.uid.startsWith(prefix))!;
      const dinner = byUid('stop-stop-1-6.');
      expect(dinner.startDate.toString()).to.equal('2025-05-02T19:30:00');
      expect(dinner.startDate.zone?.tzid).to.equal('floating');
      expect(dinner.duration.toSeconds()).to.equal(120 * 60);
      const hotel = byUid('hotel-hotel-artemide.');
      expect(hotel.startDate.isDate).to.equal(true);
      expect(hotel.startDate.toString()).to.equal('2025-05-02');
      // All-day ends are exclusive: the stay covers the check-out day.
      expect(hotel.endDate.toString()).to.equal('2025-05-09');
      const out = byUid('flight-flight-out.');
      expect(out.startDate.toJSDate().toISOString()).to.equal('2025-05-01T21:30:00.000Z');
      expect(calendar.getFirstPropertyValue('x-wr-calname')).to.equal('A week in Rome');
    });

    it('is the same bytes on every read until the itinerary changes, and no read is a view', async () => {
      const first = await get('calendar.ics', viewer.token);
      const again = await get('calendar.ics', viewer.token);
      expect(again.text).to.equal(first.text);
      await app.container.get<ViewRecorder>(TOKENS.ViewRecorder).flush();
      const read = await call(app, 'GET', `/v1/itinerary/${id}`, { token: owner.token });
      expect(read.body.viewsCount).to.equal(0);
    });

    it('a trip without a start date has its flights and hotels only', async () => {
      // null is absent on create.
      const undated = await createItinerary(app, owner, { ...weekTrip({ destination: `Rome undated ${Date.now()}` }), startDate: null });
      const reply = await call(app, 'GET', `/v1/itinerary/${undated.id}/calendar.ics`, { token: owner.token });
      const events = Object.values(nodeIcal.sync.parseICS(reply.text)).filter((c) => c?.type === 'VEVENT') as nodeIcal.VEvent[];
      expect(events.map((e) => e.uid.split('.')[0]).sort()).to.deep.equal(['flight-flight-back', 'flight-flight-out', 'hotel-hotel-artemide']);
    });
  });

  describe('stops.gpx and stops.kml', () => {
    it('GPX: a waypoint per located stop, typed by its day, and a route per day (togeojson)', async () => {
      const reply = await get('stops.gpx', viewer.token);
      expect(reply.status, reply.text).to.equal(200);
      expect(reply.headers.get('content-type')).to.equal('application/gpx+xml; charset=utf-8');
      const features = gpx(new DOMParser().parseFromString(reply.text, 'text/xml') as never).features;
      const points = features.filter((f) => f.geometry?.type === 'Point');
      const routes = features.filter((f) => f.geometry?.type === 'LineString');
      expect(points).to.have.length(42);
      expect(routes).to.have.length(7);
      expect(routes[2]!.properties!.name).to.equal('Day 3: Fountains and steps (2025-05-04)');
      const first = points[0]!;
      expect(first.properties!.name).to.equal('Colosseum');
      expect(first.properties!.type).to.equal('Day 1: Arrival and the Forum (2025-05-02)');
      expect(first.properties!.desc).to.contain('Book tickets ahead & arrive early <really>.');
      expect(first.geometry).to.deep.equal({ type: 'Point', coordinates: [12.4922, 41.8902] });
    });

    it('KML: a folder per day with a placemark per located stop (togeojson)', async () => {
      const reply = await get('stops.kml', owner.token);
      expect(reply.status, reply.text).to.equal(200);
      expect(reply.headers.get('content-type')).to.equal('application/vnd.google-earth.kml+xml; charset=utf-8');
      const dom = new DOMParser().parseFromString(reply.text, 'text/xml') as never;
      expect(kml(dom).features).to.have.length(42);
      const root = kmlWithFolders(dom);
      const folders = root.children.filter((child) => child.type === 'folder');
      expect(folders).to.have.length(7);
      const dayThree = folders[2]! as { meta: { name?: string }; children: Array<{ type: string; properties?: { name?: string }; geometry?: unknown }> };
      expect(dayThree.meta.name).to.equal('Day 3: Fountains and steps (2025-05-04)');
      expect(dayThree.children).to.have.length(6);
      expect(dayThree.children[0]!.properties!.name).to.equal('Trevi Fountain');
    });
  });

  describe('authorization (as GET)', () => {
    for (const path of ['calendar.ics', 'stops.gpx', 'stops.kml']) {
      it(`${path}: 401 without a token, 404 for a stranger on a private itinerary`, async () => {
        expect((await call(app, 'GET', `/v1/itinerary/${id}/${path}`)).status).to.equal(401);
        const refused = await get(path, stranger.token);
        expect(refused.status).to.equal(404);
        expect(refused.headers.get('content-type')).to.contain('application/problem+json');
      });
    }
  });
});
