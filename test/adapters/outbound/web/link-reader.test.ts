import { expect } from 'chai';
import type http from 'node:http';
import zlib from 'node:zlib';
import { WebLinkReader, type Resolver, type Transport } from '../../../../src/adapters/outbound/web/link-reader.js';
import { DomainError } from '../../../../src/domain/shared/domain-error.js';
import { startFixtureServer, type FixtureServer } from '../../../support/fixture-server.js';

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected the read to fail');
}

/** A transport that records what it was asked to open and opens nothing. */
function recordingTransport(): { transport: Transport; opened: unknown[] } {
  const opened: unknown[] = [];
  return {
    opened,
    transport: (options) => {
      opened.push(options);
      throw new Error('the test transport never connects');
    },
  };
}

const resolver =
  (table: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const answers = table[hostname];
    if (!answers) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('WebLinkReader', () => {
  let fixture: FixtureServer;
  let target: FixtureServer;

  beforeEach(async () => {
    fixture = await startFixtureServer();
    target = await startFixtureServer();
    target.route('/secret', (_req, res) => res.end('secret'));
  });
  afterEach(async () => {
    await fixture.close();
    await target.close();
  });

  describe('refuses addresses inside the network with linkNotAllowed, sending nothing', () => {
    const addresses = [
      'http://127.0.0.1/',
      'http://localhost/',
      'http://LOCALHOST./admin',
      'http://0x7f.1/',
      'http://2130706433/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'http://[::127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://10.255.255.254/',
      'http://172.16.0.1/',
      'http://172.31.255.254/',
      'http://192.168.0.1/',
      'http://192.168.255.254/',
      'http://100.64.0.1/',
      'http://100.127.255.254/',
      'http://0.0.0.0/',
      'http://0/',
      'http://224.0.0.1/',
      'http://255.255.255.255/',
      'http://192.0.2.10/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://[ff02::1]/',
      'http://[::]/',
      'http://[64:ff9b::a00:1]/',
      'http://[2002:a00:1::]/',
      'https://intranet/',
      'https://printer.local/',
      'https://metadata.google.internal/',
    ];
    for (const address of addresses) {
      it(address, async () => {
        const { transport, opened } = recordingTransport();
        const reader = new WebLinkReader({ transport, resolve: resolver({ localhost: ['127.0.0.1'] }) });
        const error = await failure(reader.read(address));
        expect(error.code).to.equal('linkNotAllowed');
        expect(opened).to.deep.equal([]);
      });
    }
  });

  it('refuses a loopback server that is really listening, and it sees no request', async () => {
    const reader = new WebLinkReader();
    for (const link of [`http://127.0.0.1:${portOf(target)}/secret`, `http://localhost:${portOf(target)}/secret`, `http://[::ffff:127.0.0.1]:${portOf(target)}/secret`]) {
      expect((await failure(reader.read(link))).code, link).to.equal('linkNotAllowed');
    }
    expect(target.hits).to.deep.equal([]);
  });

  it('refuses a host name that resolves to a private address', async () => {
    const { transport, opened } = recordingTransport();
    const reader = new WebLinkReader({ transport, resolve: resolver({ 'evil.example': ['10.0.0.5'] }) });
    const error = await failure(reader.read('https://evil.example/trip'));
    expect(error.code).to.equal('linkNotAllowed');
    expect(error.message).to.contain('10.0.0.5');
    expect(opened).to.deep.equal([]);
  });

  it('refuses a host name when any one of its answers is private', async () => {
    const { transport, opened } = recordingTransport();
    const reader = new WebLinkReader({ transport, resolve: resolver({ 'mixed.example': ['93.184.216.34', '192.168.1.7'] }) });
    expect((await failure(reader.read('https://mixed.example/'))).code).to.equal('linkNotAllowed');
    expect(opened).to.deep.equal([]);
  });

  it('refuses a host name that resolves to an IPv4-mapped loopback', async () => {
    const { transport, opened } = recordingTransport();
    const reader = new WebLinkReader({ transport, resolve: resolver({ 'v6.example': ['::ffff:127.0.0.1'] }) });
    expect((await failure(reader.read('https://v6.example/'))).code).to.equal('linkNotAllowed');
    expect(opened).to.deep.equal([]);
  });

  it('connects to the very address it checked (no second DNS answer can rebind it)', async () => {
    let lookups = 0;
    const answers = ['93.184.216.34', '10.0.0.1'];
    const resolve: Resolver = async () => [{ address: answers[lookups++]!, family: 4 }];
    const pinned: string[] = [];
    const transport: Transport = (options) => {
      options.lookup!('public.example', {}, ((_error: unknown, address: string) => pinned.push(address)) as never);
      options.lookup!('public.example', { all: true }, ((_error: unknown, all: Array<{ address: string }>) => pinned.push(all[0]!.address)) as never);
      throw new Error('no network in tests');
    };
    const error = await failure(new WebLinkReader({ resolve, transport }).read('https://public.example/trip'));
    expect(error.code).to.equal('linkUnreadable');
    expect(lookups).to.equal(1);
    expect(pinned).to.deep.equal(['93.184.216.34', '93.184.216.34']);
  });

  it('refuses other ports of public hosts', async () => {
    const { transport, opened } = recordingTransport();
    const reader = new WebLinkReader({ transport, resolve: resolver({ 'public.example': ['93.184.216.34'] }) });
    expect((await failure(reader.read('http://public.example:6379/'))).code).to.equal('linkNotAllowed');
    expect(opened).to.deep.equal([]);
  });

  it('refuses other schemes and credentials', async () => {
    const reader = new WebLinkReader({ transport: recordingTransport().transport });
    for (const link of ['ftp://example.com/', 'file:///etc/passwd', 'gopher://example.com/', 'https://u:p@example.com/']) {
      expect((await failure(reader.read(link))).code, link).to.equal('linkNotAllowed');
    }
  });

  describe('redirects', () => {
    it('refuses a redirect from an allow-listed page to a loopback server, which sees nothing', async () => {
      fixture.route('/go', (_req, res) => {
        res.writeHead(302, { location: `http://127.0.0.1:${portOf(target)}/secret` });
        res.end();
      });
      const reader = new WebLinkReader({ allowedHosts: [fixture.hostPort] });
      expect((await failure(reader.read(`${fixture.origin}/go`))).code).to.equal('linkNotAllowed');
      expect(fixture.hits).to.deep.equal(['/go']);
      expect(target.hits).to.deep.equal([]);
    });

    it('refuses a redirect to a name that resolves to a private address', async () => {
      fixture.route('/go', (_req, res) => {
        res.writeHead(301, { location: 'http://internal.example/admin' });
        res.end();
      });
      const reader = new WebLinkReader({ allowedHosts: [fixture.hostPort], resolve: resolver({ 'internal.example': ['192.168.1.1'] }) });
      expect((await failure(reader.read(`${fixture.origin}/go`))).code).to.equal('linkNotAllowed');
    });

    it('refuses a redirect to the cloud metadata address and to other schemes', async () => {
      fixture.route('/meta', (_req, res) => {
        res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
      });
      fixture.route('/file', (_req, res) => {
        res.writeHead(302, { location: 'file:///etc/passwd' });
        res.end();
      });
      const reader = new WebLinkReader({ allowedHosts: [fixture.hostPort] });
      expect((await failure(reader.read(`${fixture.origin}/meta`))).code).to.equal('linkNotAllowed');
      expect((await failure(reader.read(`${fixture.origin}/file`))).code).to.equal('linkNotAllowed');
    });

    it('follows up to 5 redirects, relative ones too, and reports the final URL', async () => {
      for (let i = 0; i < 5; i++) {
        fixture.route(`/r${i}`, (_req, res) => {
          res.writeHead(302, { location: i === 4 ? '/page' : `/r${i + 1}` });
          res.end();
        });
      }
      fixture.route('/page', html('<title>ok</title>'));
      const page = await new WebLinkReader({ allowedHosts: [fixture.hostPort] }).read(`${fixture.origin}/r0`);
      expect(page.finalUrl).to.equal(`${fixture.origin}/page`);
      expect(page.url).to.equal(`${fixture.origin}/r0`);
      expect(page.body).to.contain('ok');
    });

    it('gives up after the fifth redirect with linkUnreadable', async () => {
      fixture.route('/loop', (_req, res) => {
        res.writeHead(302, { location: '/loop' });
        res.end();
      });
      const error = await failure(new WebLinkReader({ allowedHosts: [fixture.hostPort] }).read(`${fixture.origin}/loop`));
      expect(error.code).to.equal('linkUnreadable');
      expect(fixture.hits).to.have.length(6);
    });
  });

  describe('reading', () => {
    it('sends an identifying User-Agent and reads HTML', async () => {
      fixture.route('/a', html('<h1>Kyoto</h1>'));
      const page = await new WebLinkReader({ allowedHosts: [fixture.hostPort] }).read(`${fixture.origin}/a`);
      expect(page).to.include({ status: 200, contentType: 'text/html' });
      expect(page.body).to.equal('<h1>Kyoto</h1>');
      expect(fixture.requests[0]!['user-agent']).to.match(/^ItineraryLinkImport\//);
    });

    it('accepts JSON and RSS, refuses other media types with linkUnreadable', async () => {
      fixture.route('/j', typed('application/json', '{"a":1}'));
      fixture.route('/rss', typed('application/rss+xml; charset=utf-8', '<rss/>'));
      fixture.route('/atom', typed('application/atom+xml', '<feed/>'));
      fixture.route('/png', typed('image/png', 'PNG'));
      fixture.route('/none', (_req, res) => res.end('?'));
      const reader = new WebLinkReader({ allowedHosts: [fixture.hostPort] });
      expect((await reader.read(`${fixture.origin}/j`)).contentType).to.equal('application/json');
      expect((await reader.read(`${fixture.origin}/rss`)).contentType).to.equal('application/rss+xml');
      expect((await reader.read(`${fixture.origin}/atom`)).contentType).to.equal('application/atom+xml');
      expect((await failure(reader.read(`${fixture.origin}/png`))).code).to.equal('linkUnreadable');
      expect((await failure(reader.read(`${fixture.origin}/none`))).code).to.equal('linkUnreadable');
    });

    it('reports error statuses as linkUnreadable', async () => {
      const error = await failure(new WebLinkReader({ allowedHosts: [fixture.hostPort] }).read(`${fixture.origin}/missing`));
      expect(error.code).to.equal('linkUnreadable');
      expect(error.details).to.deep.equal({ upstreamStatus: 404 });
    });

    it('decompresses gzip and decodes the declared charset', async () => {
      fixture.route('/gz', (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1', 'content-encoding': 'gzip' });
        res.end(zlib.gzipSync(Buffer.from('<p>Café São Bento</p>', 'latin1')));
      });
      const page = await new WebLinkReader({ allowedHosts: [fixture.hostPort] }).read(`${fixture.origin}/gz`);
      expect(page.body).to.equal('<p>Café São Bento</p>');
    });

    it('decodes the charset a page names in a meta tag', async () => {
      fixture.route('/meta', (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(Buffer.from('<meta charset="windows-1252"><p>Müller’s</p>', 'latin1'));
      });
      const page = await new WebLinkReader({ allowedHosts: [fixture.hostPort] }).read(`${fixture.origin}/meta`);
      expect(page.body).to.contain('Müller');
    });

    it('decodes a body that arrives in pieces, a character split between two of them and the charset named after the first', async () => {
      const text = `<html><head><meta charset="windows-1252"></head><body>${'<p>Crème brûlée à São Bento.</p>'.repeat(200)}</body></html>`;
      const utf8 = Buffer.from(`<html><body>${'<p>京都の清水寺、한옥 마을.</p>'.repeat(200)}</body></html>`);
      const inPieces = (bytes: Buffer, size: number) => (_req: unknown, res: import('node:http').ServerResponse) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        let at = 0;
        const next = (): void => {
          if (at >= bytes.length) return void res.end();
          res.write(bytes.subarray(at, (at += size)));
          setImmediate(next);
        };
        next();
      };
      fixture.route('/pieces-1252', inPieces(Buffer.from(text, 'latin1'), 100));
      fixture.route('/pieces-utf8', inPieces(utf8, 7));
      const reader = new WebLinkReader({ allowedHosts: [fixture.hostPort] });
      expect((await reader.read(`${fixture.origin}/pieces-1252`)).body).to.equal(text);
      expect((await reader.read(`${fixture.origin}/pieces-utf8`)).body).to.equal(utf8.toString('utf8'));
    });

    it('decodes a body of a megabyte and more, read and decoded a slice a turn, characters cut between slices whole', async () => {
      const text = `<html><body>${'<p>京都の清水寺、한옥 마을, Crème brûlée.</p>'.repeat(25_000)}</body></html>`;
      const legacy = `<html><head><meta charset="windows-1252"></head><body>${'<p>Crème brûlée à São Bento.</p>'.repeat(40_000)}</body></html>`;
      fixture.route('/large-utf8', (_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(Buffer.from(text)));
      fixture.route('/large-1252', (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.from(legacy, 'latin1')));
      const reader = new WebLinkReader({ allowedHosts: [fixture.hostPort], maxBytes: 4 * 1024 * 1024 });
      expect(Buffer.byteLength(text)).to.be.above(1024 * 1024);
      expect((await reader.read(`${fixture.origin}/large-utf8`)).body).to.equal(text);
      expect((await reader.read(`${fixture.origin}/large-1252`)).body).to.equal(legacy);
    });

    it('aborts a body larger than the cap, streamed without a length', async () => {
      let written = 0;
      fixture.route('/big', (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        const write = (): void => {
          while (written < 8 * 1024 * 1024) {
            written += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', write);
          }
          res.end();
        };
        write();
      });
      const reader = new WebLinkReader({ allowedHosts: [fixture.hostPort], maxBytes: 1024 * 1024 });
      const error = await failure(reader.read(`${fixture.origin}/big`));
      expect(error.code).to.equal('linkUnreadable');
      expect(error.message).to.contain('larger than');
    });

    it('refuses a declared length over the cap before reading', async () => {
      fixture.route('/declared', (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(6 * 1024 * 1024) });
        res.write('a');
      });
      const error = await failure(new WebLinkReader({ allowedHosts: [fixture.hostPort] }).read(`${fixture.origin}/declared`));
      expect(error.message).to.contain('larger than 5 MB');
    });

    it('caps the decompressed size of a compressed body (gzip bomb)', async () => {
      const bomb = zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20));
      fixture.route('/bomb', (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': String(bomb.length) });
        res.end(bomb);
      });
      const error = await failure(new WebLinkReader({ allowedHosts: [fixture.hostPort] }).read(`${fixture.origin}/bomb`));
      expect(error.message).to.contain('larger than 5 MB');
    });

    it('gives up on a page that takes longer than the time limit', async () => {
      fixture.route('/slow', (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<p>');
      });
      const error = await failure(new WebLinkReader({ allowedHosts: [fixture.hostPort], timeoutMs: 200 }).read(`${fixture.origin}/slow`));
      expect(error.code).to.equal('linkUnreadable');
      expect(error.message).to.contain('too long');
    });

    it('reports a host that does not resolve as linkUnreadable', async () => {
      const reader = new WebLinkReader({ resolve: resolver({}), transport: recordingTransport().transport });
      expect((await failure(reader.read('https://no-such-host.example/'))).code).to.equal('linkUnreadable');
    });

    it('lets an allow-listed host name resolve to loopback, and sends its name in Host', async () => {
      fixture.route('/named', html('named'));
      const reader = new WebLinkReader({
        allowedHosts: [`fixture.test:${portOf(fixture)}`],
        resolve: resolver({ 'fixture.test': ['127.0.0.1'] }),
      });
      const page = await reader.read(`http://fixture.test:${portOf(fixture)}/named`);
      expect(page.body).to.equal('named');
      expect(fixture.requests[0]!.host).to.equal(`fixture.test:${portOf(fixture)}`);
    });
  });
});

const portOf = (server: FixtureServer): string => server.hostPort.split(':')[1]!;
const typed =
  (type: string, body: string) =>
  (_req: http.IncomingMessage, res: http.ServerResponse): void => {
    res.writeHead(200, { 'content-type': type });
    res.end(body);
  };
const html = (body: string) => typed('text/html; charset=utf-8', body);
