import type { McpServer } from '@modelcontextprotocol/server';
import { TRIP_STYLES } from '../http/kit/pages/trip-styles.js';
import { tripViewSource } from '../http/kit/pages/trip-view.js';

/** The trip view as an MCP App (the MCP Apps extension, io.modelcontextprotocol/ui). */
export const TRIP_APP_URI = 'ui://itinerary/trip-view.html';
export const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';

/** What a tool that shows an itinerary puts in its `_meta`: hosts that render apps show its result with the view. */
export const TRIP_APP_TOOL_META = { ui: { resourceUri: TRIP_APP_URI } };

/**
 * The view's side of the MCP Apps protocol (JSON-RPC over postMessage with the host): ui/initialize,
 * then the tool result. A result that holds a whole itinerary (get_itinerary) is shown at once; one
 * that only names it (create_itinerary's card) is read with get_itinerary through the host, and shown
 * as its card if the host cannot call tools. Links open through the host (ui/open-link); the host's
 * theme variables, when it sends them, replace the view's own colours and fonts. The view reports its
 * height, so that a host sizing it by its content can.
 */
const BOOT = `
(() => {
  const root = document.getElementById('app');
  const pending = new Map();
  let nextId = 1;
  const send = (message) => window.parent.postMessage({ jsonrpc: '2.0', ...message }, '*');
  const request = (method, params) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      send({ id, method, params });
    });
  const notify = (method, params) => send({ method, params });
  const reportSize = () =>
    notify('ui/notifications/size-changed', { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight });
  const applyContext = (context) => {
    const variables = context && context.styles && context.styles.variables;
    if (variables) for (const [name, value] of Object.entries(variables)) if (value) document.documentElement.style.setProperty(name, value);
    if (context && context.theme) document.documentElement.dataset.theme = context.theme;
  };
  const card = (summary) =>
    '<header class="hero"><div class="intro"><h1>' + tripView.esc(summary.title) + '</h1><p class="facts">' +
    tripView.esc([summary.destination, summary.startDate, summary.dayCount + ' days'].filter(Boolean).join(' · ')) +
    '</p></div></header><main></main>';
  const show = (html) => {
    root.innerHTML = html;
    reportSize();
  };
  const render = async (result) => {
    const data = result && result.structuredContent;
    if (!data || result.isError) return;
    if (data.itinerary && Array.isArray(data.itinerary.days)) return show(tripView.body(data.itinerary));
    const id = data.itineraryId || (data.itinerary && data.itinerary.id);
    if (!id) return;
    try {
      const read = await request('tools/call', { name: 'get_itinerary', arguments: { itineraryId: id } });
      if (read && read.structuredContent && read.structuredContent.itinerary) return show(tripView.body(read.structuredContent.itinerary));
    } catch (error) {
      // The host may not call tools for apps: the card is what there is.
    }
    if (data.itinerary) show(card(data.itinerary));
  };
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const message = event.data;
    if (!message || message.jsonrpc !== '2.0') return;
    if (message.method === undefined && pending.has(message.id)) {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      return message.error ? waiting.reject(message.error) : waiting.resolve(message.result);
    }
    if (message.method === 'ui/notifications/tool-result') render(message.params);
    else if (message.method === 'ui/notifications/host-context-changed') applyContext(message.params);
    else if (message.method === 'ui/resource-teardown' || message.method === 'ping') send({ id: message.id, result: {} });
  });
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    event.preventDefault();
    request('ui/open-link', { url: link.href }).catch(() => undefined);
  });
  request('ui/initialize', {
    protocolVersion: '2026-01-26',
    appInfo: { name: 'itinerary-trip-view', version: '1.0.0' },
    appCapabilities: { availableDisplayModes: ['inline', 'fullscreen'] },
  })
    .then((result) => {
      applyContext(result && result.hostContext);
      notify('ui/notifications/initialized', {});
      new ResizeObserver(reportSize).observe(document.documentElement);
    })
    .catch(() => undefined);
})();
`;

/** The app's HTML: the trip view's stylesheet and code, and the protocol above. Static: the data comes from the tool result. */
export function tripAppHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Itinerary</title>
<style>${TRIP_STYLES}</style>
</head>
<body>
<div id="app"><main><p class="muted">Loading the itinerary…</p></main></div>
<script>
${tripViewSource()}
${BOOT}
</script>
</body>
</html>
`;
}

export interface TripApp {
  html: string;
  /** The resource's `_meta.ui`: the one origin it loads images from (BASE_URL/media), a border. */
  meta: { ui: { csp: { resourceDomains: string[] }; prefersBorder: boolean } };
}

/** The app for a service at `baseUrl`: built once, served to every resources/read. */
export const tripApp = (baseUrl: string): TripApp => ({
  html: tripAppHtml(),
  meta: { ui: { csp: { resourceDomains: [new URL(baseUrl).origin] }, prefersBorder: true } },
});

/** ui://itinerary/trip-view.html, listed and read like any resource (the same for every caller). */
export function registerTripApp(server: McpServer, app: TripApp): void {
  server.registerResource(
    'trip-view',
    TRIP_APP_URI,
    {
      title: 'Trip view',
      description: 'The itinerary as a page (days, stops, times, an overview map): the MCP App of get_itinerary and create_itinerary.',
      mimeType: MCP_APP_MIME_TYPE,
      _meta: app.meta,
      cacheHint: { ttlMs: 60 * 60 * 1000, cacheScope: 'public' },
    },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: MCP_APP_MIME_TYPE, text: app.html, _meta: app.meta }] }),
  );
}
