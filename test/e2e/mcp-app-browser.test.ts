import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { expect } from 'chai';
import type { Browser, Frame, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/app.js';
import { mcpTools, postMcp } from '../support/app-routes.js';
import { createUser, issueToken } from '../support/auth.js';
import { browserSuite, launchChromium } from '../support/browser.js';
import { weekTrip } from '../support/week-trip.js';

const APP_URI = 'ui://itinerary/trip-view.html';
const APP_TYPE = 'text/html;profile=mcp-app';

/**
 * A host as the MCP Apps extension describes one: the view's HTML in a sandboxed iframe (scripts,
 * no same origin) under the CSP the host builds from the resource's `_meta.ui.csp`; JSON-RPC over
 * postMessage: it answers ui/initialize, sends the tool input and result once the view says it is
 * initialized, forwards the view's tools/call to the server (window.callServerTool, from the test),
 * and sizes the frame to what the view reports. What the view sent is kept in window.fromView.
 */
const HOST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test host</title></head>
<body><main><h1>Chat</h1><iframe id="view" sandbox="allow-scripts" title="Itinerary view" width="900" height="400"></iframe></main>
<script>
window.fromView = [];
window.startView = (html, csp, toolInput, toolResult) => {
  const frame = document.getElementById('view');
  const post = (message) => frame.contentWindow.postMessage({ jsonrpc: '2.0', ...message }, '*');
  window.addEventListener('message', async (event) => {
    if (event.source !== frame.contentWindow) return;
    const message = event.data;
    window.fromView.push(message.method || 'response');
    if (message.method === 'ui/initialize') {
      post({ id: message.id, result: { protocolVersion: '2026-01-26', hostInfo: { name: 'test-host', version: '1' },
        hostCapabilities: { serverTools: {}, openLinks: {} }, hostContext: { theme: 'light', displayMode: 'inline' } } });
    } else if (message.method === 'ui/notifications/initialized') {
      post({ method: 'ui/notifications/tool-input', params: { arguments: toolInput } });
      post({ method: 'ui/notifications/tool-result', params: toolResult });
    } else if (message.method === 'tools/call') {
      post({ id: message.id, result: await window.callServerTool(message.params) });
    } else if (message.method === 'ui/notifications/size-changed') {
      frame.height = String(Math.ceil(message.params.height));
    }
  });
  frame.srcdoc = html.replace('<head>', '<head><meta http-equiv="Content-Security-Policy" content="' + csp + '">');
};
</script></body></html>`;

browserSuite('MCP App: the trip view rendered from the ui:// resource, the way a host renders it', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: Browser;
  let token: string;

  before(async () => {
    app = await startTestApp();
    browser = await launchChromium();
    const { userId } = await createUser(app, { displayName: 'Olivia' });
    token = await issueToken(app, { userId, audience: `${app.url}/mcp` });
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });

  const mcp = async (method: string, params: object) => {
    const reply = await postMcp(app, token, method, params);
    expect(reply.status, JSON.stringify(reply.body)).to.equal(200);
    expect(reply.body.error, JSON.stringify(reply.body)).to.equal(undefined);
    return reply.body.result;
  };

  it('get_itinerary and create_itinerary link the app in tools/list (_meta.ui.resourceUri)', async () => {
    const tools = await mcpTools(app, token);
    const linked = tools.filter((tool) => (tool._meta as { ui?: { resourceUri?: string } } | undefined)?.ui?.resourceUri === APP_URI);
    expect(linked.map((tool) => tool.name).sort()).to.deep.equal(['create_itinerary', 'get_itinerary']);
  });

  it('resources/list names it and resources/read serves it as text/html;profile=mcp-app with its CSP domains', async () => {
    const listed = await mcp('resources/list', {});
    expect(listed.resources.find((r: { uri: string }) => r.uri === APP_URI)).to.include({ mimeType: APP_TYPE, name: 'trip-view' });
    const read = await mcp('resources/read', { uri: APP_URI });
    const [content] = read.contents;
    expect(content).to.include({ uri: APP_URI, mimeType: APP_TYPE });
    expect(content._meta.ui).to.deep.equal({ csp: { resourceDomains: [app.url] }, prefersBorder: true });
    expect(content.text).to.match(/^<!doctype html>/);
  });

  /** The host page with the app's HTML, given one tool call's input and result. */
  async function host(toolInput: object, toolResult: object): Promise<{ page: Page; view: Frame; errors: string[] }> {
    const { contents } = await mcp('resources/read', { uri: APP_URI });
    const { text, _meta } = contents[0];
    // The host's CSP from the resource's metadata: the spec's restrictive default plus its resource domains.
    const csp = [
      "default-src 'none'",
      "script-src 'unsafe-inline'",
      "style-src 'unsafe-inline'",
      `img-src ${_meta.ui.csp.resourceDomains.join(' ')} data:`,
      "connect-src 'none'",
      "frame-src 'none'",
      "object-src 'none'",
    ].join('; ');
    // axe needs a page of a context of its own.
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.exposeFunction('callServerTool', async (params: object) => (await postMcp(app, token, 'tools/call', params)).body.result);
    await page.setContent(HOST_PAGE);
    await page.evaluate(`window.startView(${JSON.stringify(text)}, ${JSON.stringify(csp)}, ${JSON.stringify(toolInput)}, ${JSON.stringify(toolResult)})`);
    const frame = page.frameLocator('#view');
    await frame.locator('h1').waitFor({ state: 'visible', timeout: 20_000 });
    const view = page.frames().find((f) => f !== page.mainFrame())!;
    return { page, view, errors };
  }

  it('renders get_itinerary’s result: title, days, stops, map; reports its size; 0 serious axe violations', async () => {
    const created = await mcp('tools/call', { name: 'create_itinerary', arguments: { ...weekTrip(), flights: undefined, hotels: undefined } });
    const id = created.structuredContent.itineraryId;
    const args = { itineraryId: id };
    const result = await mcp('tools/call', { name: 'get_itinerary', arguments: args });
    const { page, view, errors } = await host(args, result);
    expect(await view.locator('h1').textContent()).to.equal('A week in Rome');
    expect(await view.locator('.day h3').count()).to.equal(7);
    expect(await view.locator('.day').first().locator('.stop h4').allTextContents()).to.deep.equal([
      'Colosseum', 'Roman Forum', 'Palatine Hill', 'Pantheon', 'Trevi Fountain', 'Dinner near Spanish Steps',
    ]);
    expect(await view.locator('svg circle.pin').count()).to.equal(42);
    const fromView = (await page.evaluate('window.fromView')) as string[];
    expect(fromView.slice(0, 2)).to.deep.equal(['ui/initialize', 'ui/notifications/initialized']);
    expect(fromView).to.include('ui/notifications/size-changed');
    expect(Number(await page.locator('#view').getAttribute('height'))).to.be.greaterThan(1000);
    expect(errors, 'errors in the page or the view').to.deep.equal([]);
    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v: Result) => v.impact === 'serious' || v.impact === 'critical').map((v: Result) => v.id);
    expect(serious).to.deep.equal([]);
    await page.context().close();
  });

  it('renders create_itinerary’s result: reads the whole itinerary with get_itinerary through the host', async () => {
    const args = { title: 'Lisbon weekend', destination: `Lisbon ${Date.now()}`, center: { latitude: 38.72, longitude: -9.14 }, startDate: '2025-09-10', days: [{ title: 'Alfama', stops: [{ name: 'São Jorge Castle', startTime: '10:00', coordinate: { latitude: 38.7139, longitude: -9.1335 } }] }] };
    const result = await mcp('tools/call', { name: 'create_itinerary', arguments: args });
    expect(result.structuredContent.itinerary).to.not.have.property('days');
    const { page, view, errors } = await host(args, result);
    await view.locator('.day h3').first().waitFor({ timeout: 20_000 });
    expect(await view.locator('h1').textContent()).to.equal('Lisbon weekend');
    expect(await view.locator('.stop h4').allTextContents()).to.deep.equal(['São Jorge Castle']);
    expect((await page.evaluate('window.fromView')) as string[]).to.include('tools/call');
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });
});
