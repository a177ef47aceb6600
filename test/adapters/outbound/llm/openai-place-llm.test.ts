import { expect } from 'chai';
import type http from 'node:http';
import { OpenAiPlaceLlm } from '../../../../src/adapters/outbound/llm/openai-place-llm.js';
import { startFixtureServer, type FixtureServer } from '../../../support/fixture-server.js';

/** A fake OpenAI-compatible server on loopback that answers with `content` and records requests. */
function answer(server: FixtureServer, content: string, status = 200): { bodies: unknown[] } {
  const bodies: unknown[] = [];
  server.route('/v1/chat/completions', (req: http.IncomingMessage, res: http.ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      bodies.push(JSON.parse(raw));
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  return { bodies };
}

describe('OpenAiPlaceLlm', () => {
  let server: FixtureServer;
  beforeEach(async () => {
    server = await startFixtureServer();
  });
  afterEach(() => server.close());

  const llm = (): OpenAiPlaceLlm => new OpenAiPlaceLlm({ baseUrl: `${server.origin}/v1`, apiKey: 'sk-test', model: 'test-model', maxInputChars: 50 });

  it('asks for JSON with the page text and returns the validated places', async () => {
    const { bodies } = answer(server, JSON.stringify({ title: 'Lisbon', destination: 'Lisbon', places: [{ name: 'Belém Tower', city: 'Lisbon', day: 1 }, { name: 'Cervejaria Ramiro', address: 'Av. Almirante Reis 1', category: 'restaurant' }] }));
    const result = await llm().extractPlaces({ url: 'https://blog.example/a', title: 'T', text: 'x'.repeat(200) });
    expect(result).to.deep.equal({
      title: 'Lisbon',
      destination: 'Lisbon',
      places: [{ name: 'Belém Tower', city: 'Lisbon', day: 1 }, { name: 'Cervejaria Ramiro', address: 'Av. Almirante Reis 1', category: 'restaurant' }],
    });
    const body = bodies[0] as { model: string; response_format: unknown; messages: Array<{ content: string }> };
    expect(body.model).to.equal('test-model');
    expect(body.response_format).to.deep.equal({ type: 'json_object' });
    expect(JSON.parse(body.messages[1]!.content).content).to.have.length(50);
    expect(server.requests[0]!.authorization).to.equal('Bearer sk-test');
  });

  it('drops places that fail validation and fields of the wrong type', async () => {
    answer(server, '```json\n' + JSON.stringify({ places: [{ name: '' }, { nom: 'x' }, 'Pena Palace', { name: 'Pena Palace', day: 'two', city: 42 }, { name: 'y'.repeat(500) }] }) + '\n```');
    const result = await llm().extractPlaces({ url: 'u', text: 't' });
    expect(result.places).to.deep.equal([{ name: 'Pena Palace' }]);
  });

  it('refuses an answer that is not the asked JSON', async () => {
    answer(server, 'Sure! Here are some places: Belém Tower.');
    let failed = false;
    await llm().extractPlaces({ url: 'u', text: 't' }).catch(() => (failed = true));
    expect(failed).to.equal(true);
  });

  it('reports an error status', async () => {
    answer(server, '{}', 500);
    let failed = false;
    await llm().extractPlaces({ url: 'u', text: 't' }).catch(() => (failed = true));
    expect(failed).to.equal(true);
  });
});
