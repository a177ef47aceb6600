import type { ItineraryView } from '../../../../../application/itinerary/itinerary-view.js';

type Stop = ItineraryView['days'][number]['stops'][number];

/** A point of the overview map: a located stop, its day and its place in the day. */
interface MapPoint {
  latitude: number;
  longitude: number;
  day: number;
  label: string;
}

/**
 * The trip view: an itinerary as HTML (cover, dates, overview map, flights and hotels, days and
 * stops), the body of the trip page (BASE_URL/t/{id}) and of the MCP App. Every method is
 * self-contained: it uses nothing at run time but its arguments, `this` and the JavaScript built-ins,
 * so the MCP App ships these very methods to the host's browser (tripViewSource) and renders the
 * tool result there with the code the page renders with on the server. Every value is escaped.
 *
 * What it never shows: booking confirmation codes, seats and phone numbers (a trip page is public),
 * packing, expenses and documents.
 */
export const tripView = {
  /** Text for element content and double-quoted attributes. */
  esc(value: unknown): string {
    return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  },

  /** The date of day `index` (YYYY-MM-DD), from the start date. */
  dateOf(startDate: string | undefined, index: number): string | undefined {
    if (!startDate) return undefined;
    return new Date(Date.parse(`${startDate}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
  },

  /** "Fri 2 May" (with the year: "Fri 2 May 2025"), in English, the page's language. */
  formatDate(date: string, withYear: boolean): string {
    const d = new Date(`${date}T00:00:00Z`);
    const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d.getUTCDay()];
    const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getUTCMonth()];
    return `${weekday} ${d.getUTCDate()} ${month}${withYear ? ` ${d.getUTCFullYear()}` : ''}`;
  },

  /** "17:30 (UTC-04:00) on Thu 1 May" from a date-time with its offset, in its own local time. */
  localTime(at: string): string {
    const offset = /([zZ]|[+-]\d{2}:\d{2})$/.exec(at)?.[1] ?? 'Z';
    return `${at.slice(11, 16)} (UTC${offset.toUpperCase() === 'Z' ? '' : offset}) on ${this.formatDate(at.slice(0, 10), false)}`;
  },

  /** The overview map: the located stops projected onto an SVG, a route and a colour per day. */
  map(view: ItineraryView): string {
    const points: MapPoint[] = [];
    view.days.forEach((day, d) =>
      day.stops.forEach((stop, s) => {
        if (stop.coordinate) points.push({ ...stop.coordinate, day: d, label: `Day ${d + 1}, stop ${s + 1}: ${stop.name}` });
      }),
    );
    if (points.length === 0) return '';
    const width = 640;
    const height = 360;
    const pad = 28;
    const lats = points.map((p) => p.latitude);
    const lons = points.map((p) => p.longitude);
    const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
    // Equirectangular around the middle latitude: east-west distances shrink with cos(latitude).
    const squeeze = Math.cos((((south + north) / 2) * Math.PI) / 180);
    const spanX = (east - west) * squeeze;
    const spanY = north - south;
    const scale = Math.min(spanX > 0 ? (width - 2 * pad) / spanX : Infinity, spanY > 0 ? (height - 2 * pad) / spanY : Infinity);
    const k = Number.isFinite(scale) ? scale : 1;
    const x = (lon: number) => (width / 2 + ((lon - (west + east) / 2) * squeeze * k)).toFixed(1);
    const y = (lat: number) => (height / 2 - (lat - (south + north) / 2) * k).toFixed(1);
    const days = [...new Set(points.map((p) => p.day))];
    const routes = days
      .map((day) => {
        const line = points.filter((p) => p.day === day).map((p) => `${x(p.longitude)},${y(p.latitude)}`);
        return line.length > 1 ? `<polyline class="route d${day % 7}" points="${line.join(' ')}"/>` : '';
      })
      .join('');
    const pins = points
      .map((p) => `<circle class="pin d${p.day % 7}" cx="${x(p.longitude)}" cy="${y(p.latitude)}" r="6"><title>${this.esc(p.label)}</title></circle>`)
      .join('');
    const legend = days
      .map((day) => `<li><span class="swatch d${day % 7}" aria-hidden="true"></span>Day ${day + 1}${view.days[day]!.title ? `: ${this.esc(view.days[day]!.title)}` : ''}</li>`)
      .join('');
    const first = points[0]!.label.replace(/^[^:]*: /, '');
    const last = points[points.length - 1]!.label.replace(/^[^:]*: /, '');
    return (
      `<section class="map" aria-labelledby="map-heading"><h2 id="map-heading">Overview map</h2>` +
      `<svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="map-title map-desc" xmlns="http://www.w3.org/2000/svg">` +
      `<title id="map-title">Map of the stops of ${this.esc(view.title)}</title>` +
      `<desc id="map-desc">${points.length} stops over ${days.length} days, from ${this.esc(first)} to ${this.esc(last)}; each day has its colour.</desc>` +
      `<rect class="ground" width="${width}" height="${height}" rx="8"/>${routes}${pins}</svg>` +
      `<ul class="legend">${legend}</ul></section>`
    );
  },

  /** Flights (route and local times) and hotels (name, address, dates): never codes, seats or phones. */
  travel(view: ItineraryView): string {
    const flights = view.flights.map((f) => {
      const route = [f.from, f.to].filter(Boolean).join(' → ');
      const times = [f.departureTime && `departs ${this.localTime(f.departureTime)}`, f.arrivalTime && `arrives ${this.localTime(f.arrivalTime)}`].filter(Boolean).join(', ');
      return `<li><strong>Flight ${this.esc(f.flightNumber)}</strong>${f.airline ? ` · ${this.esc(f.airline)}` : ''}${route ? ` · ${this.esc(route)}` : ''}${times ? `<br><span class="muted">${this.esc(times)}</span>` : ''}</li>`;
    });
    const hotels = view.hotels.map((h) => {
      const dates = [h.checkIn && `check-in ${this.formatDate(h.checkIn, false)}`, h.checkOut && `check-out ${this.formatDate(h.checkOut, false)}`].filter(Boolean).join(', ');
      return `<li><strong>${this.esc(h.name)}</strong>${h.address ? ` · ${this.esc(h.address)}` : ''}${dates ? `<br><span class="muted">${this.esc(dates)}</span>` : ''}</li>`;
    });
    if (flights.length + hotels.length === 0) return '';
    return (
      `<section class="travel" aria-labelledby="travel-heading"><h2 id="travel-heading">Getting there and staying</h2>` +
      (flights.length ? `<h3>Flights</h3><ul>${flights.join('')}</ul>` : '') +
      (hotels.length ? `<h3>Hotels</h3><ul>${hotels.join('')}</ul>` : '') +
      `</section>`
    );
  },

  stop(stop: Stop): string {
    const meta = [stop.durationMinutes ? `${stop.durationMinutes} min` : '', stop.category ?? ''].filter(Boolean).join(' · ');
    return (
      `<li class="stop"><span class="time">${this.esc(stop.startTime ?? '')}</span><div>` +
      `<h4>${this.esc(stop.name)}</h4>` +
      (meta ? `<p class="muted">${this.esc(meta)}</p>` : '') +
      (stop.address ? `<p>${this.esc(stop.address)}</p>` : '') +
      (stop.note ? `<p class="note">${this.esc(stop.note)}</p>` : '') +
      (stop.bookingURL && /^https?:\/\//i.test(stop.bookingURL) ? `<p><a href="${this.esc(stop.bookingURL)}" rel="nofollow noopener">Booking for ${this.esc(stop.name)}</a></p>` : '') +
      `</div></li>`
    );
  },

  /** The whole view: header (cover, title, dates, summary), map, travel, days, footer. */
  body(view: ItineraryView): string {
    const dates = view.startDate
      ? `${this.formatDate(view.startDate, false)} – ${this.formatDate(this.dateOf(view.startDate, Math.max(view.days.length - 1, 0))!, true)}`
      : '';
    const facts = [view.destination, dates, `${view.days.length} ${view.days.length === 1 ? 'day' : 'days'}`].filter(Boolean).join(' · ');
    const cover = view.coverImageURL
      ? `<figure class="cover"><img src="${this.esc(view.coverImageURL)}" alt="${this.esc(`Photo of ${view.destination}`)}" width="1200" height="630">` +
        (view.coverImageAttribution
          ? `<figcaption>${view.coverImageAttribution.url ? `<a href="${this.esc(view.coverImageAttribution.url)}" rel="nofollow noopener">${this.esc(view.coverImageAttribution.text)}</a>` : this.esc(view.coverImageAttribution.text)}</figcaption>`
          : '') +
        `</figure>`
      : '';
    const tags = view.tags?.length ? `<ul class="tags" aria-label="Tags">${view.tags.map((t) => `<li>${this.esc(t)}</li>`).join('')}</ul>` : '';
    const days = view.days
      .map((day, d) => {
        const date = this.dateOf(view.startDate, d);
        return (
          `<li class="day d${d % 7}"><article aria-labelledby="day-${d + 1}">` +
          `<h3 id="day-${d + 1}"><span class="day-number">Day ${d + 1}</span>${date ? ` <span class="muted">${this.formatDate(date, false)}</span>` : ''}${day.title ? ` ${this.esc(day.title)}` : ''}</h3>` +
          (day.summary ? `<p>${this.esc(day.summary)}</p>` : '') +
          (day.stops.length ? `<ol class="stops">${day.stops.map((stop) => this.stop(stop)).join('')}</ol>` : '<p class="muted">No stops planned.</p>') +
          `</article></li>`
        );
      })
      .join('');
    return (
      `<header class="hero">${cover}<div class="intro"><h1>${this.esc(view.title)}</h1><p class="facts">${this.esc(facts)}</p>` +
      (view.summary ? `<p class="summary">${this.esc(view.summary)}</p>` : '') +
      `${tags}</div></header>` +
      `<main>${this.map(view)}${this.travel(view)}` +
      `<section class="days" aria-labelledby="days-heading"><h2 id="days-heading">Day by day</h2><ol class="day-list">${days}</ol></section></main>` +
      `<footer><p>Planned by ${this.esc(view.author.displayName || 'a traveller')}. Last changed ${this.esc(view.updatedAt.slice(0, 10))}.</p></footer>`
    );
  },
};

/**
 * The view's methods as a script that defines `tripView` in a browser: the same code, as the running
 * process compiled it. `__name` is what a runtime that keeps function names (tsx, in development) wraps
 * inner functions in; the script defines it as the identity.
 */
export function tripViewSource(): string {
  const methods = Object.values(tripView).map((method) => method.toString());
  return `const __name = (target) => target;\nconst tripView = {\n${methods.join(',\n')}\n};`;
}
