import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import type { AccessTokenVerifier } from '../../../../src/application/ports/access-token-verifier.port.js';
import { TOKENS } from '../../../../src/tokens.js';
import { freePort, startTestApp } from '../../../support/app.js';
import { bearer } from '../../../support/auth.js';
import { tokenRequest } from '../../../support/oauth-flow.js';

const run = promisify(execFile);
const MAIN = path.resolve('src/adapters/inbound/cli/main.ts');

describe('operator CLI', function () {
  // Each command is a Node process loading the whole service; a busy machine makes that slow.
  this.timeout(180_000);
  let dataDir: string;
  let port: number;

  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'itinerary-cli-'));
    port = await freePort();
  });
  after(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const cli = (...args: string[]) => cliWithInput('', ...args);

  /** The CLI with `input` on its standard input (a pipe, not a terminal). */
  async function cliWithInput(input: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const running = run(process.execPath, ['--import', 'tsx', MAIN, ...args], {
        env: { ...process.env, DATA_DIR: dataDir, BASE_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: '' },
      });
      running.child.stdin!.end(input);
      const { stdout, stderr } = await running;
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  it('prints help listing every command', async () => {
    const { code, stdout } = await cli('--help');
    expect(code).to.equal(0);
    for (const command of ['accounts:create', 'accounts:plan', 'clients:add', 'clients:list', 'token:issue']) expect(stdout).to.contain(command);
  });

  it('creates accounts, sets plans, adds and lists clients, with exit code 2 for bad input and 1 for refusals', async () => {
    const created = await cliWithInput('long enough password\n', 'accounts:create', '--email', 'Op@Example.test', '--display-name', 'Op');
    expect(created.code, created.stderr).to.equal(0);
    expect(JSON.parse(created.stdout)).to.include({ email: 'op@example.test' });

    // Independent commands run side by side: each is a process start, and SQLite takes concurrent writers.
    const [duplicate, short, gold, nobody, plan, client, badUri, inArgv, none] = await Promise.all([
      cliWithInput('long enough password\n', 'accounts:create', '--email', 'op@example.test', '--display-name', 'Op'),
      cliWithInput('short', 'accounts:create', '--email', 'nope', '--display-name', 'Op'),
      cli('accounts:plan', 'op@example.test', 'gold'),
      cli('accounts:plan', 'nobody@example.test', 'pro'),
      cli('accounts:plan', 'op@example.test', 'pro'),
      cli('clients:add', '--name', 'Our app', '--redirect-uri', 'https://app.example/cb', '--first-party', '--client-id', 'our-app'),
      cli('clients:add', '--name', 'Bad', '--redirect-uri', 'not a uri'),
      cli('accounts:create', '--email', 'argv@example.test', '--display-name', 'Op', '--password', 'long enough password'),
      cliWithInput('', 'accounts:create', '--email', 'empty@example.test', '--display-name', 'Op'),
    ]);
    expect(duplicate.code).to.equal(1);
    expect(duplicate.stderr).to.contain('already exists');
    expect(short.code).to.equal(2);
    expect(short.stderr).to.contain('email:').and.contain('password:');
    expect(gold.code).to.equal(2);
    expect(nobody.code).to.equal(1);
    expect(JSON.parse(plan.stdout)).to.include({ plan: 'pro' });
    expect(client.code, client.stderr).to.equal(0);
    expect(badUri.code).to.equal(2);
    // A password is never taken from argv (shell history, ps), and none on standard input is an error, not an empty one.
    expect(inArgv.code).to.equal(2);
    expect(inArgv.stderr).to.contain('--password is not taken');
    expect(none.code).to.equal(2);
    expect(none.stderr).to.contain('no password');

    const list = await cli('clients:list', '--json');
    expect(JSON.parse(list.stdout)).to.deep.include({
      clientId: 'our-app',
      name: 'Our app',
      redirectUris: ['https://app.example/cb'],
      firstParty: true,
      source: 'operator',
    });
  });

  it('issues real tokens the running service accepts (first-party client), including a working refresh token', async () => {
    const issued = await cli('token:issue', '--email', 'op@example.test', '--client', 'our-app', '--scope', 'itineraries:read', '--refresh');
    expect(issued.code, issued.stderr).to.equal(0);
    const tokens = JSON.parse(issued.stdout);
    expect(tokens).to.include({ token_type: 'Bearer', expires_in: 3600, scope: 'itineraries:read' });
    const [noClient, noAccount] = await Promise.all([
      cli('token:issue', '--email', 'op@example.test', '--client', 'no-such-client'),
      cli('token:issue', '--client', 'our-app'),
    ]);
    expect(noClient.code).to.equal(2);
    expect(noAccount.code).to.equal(2);

    const app = await startTestApp({ PORT: String(port) }, dataDir);
    try {
      const me = await fetch(`${app.url}/v1/me`, { headers: bearer(tokens.access_token) });
      expect(((await me.json()) as { plan: string }).plan).to.equal('pro');
      const auth = await app.container.get<AccessTokenVerifier>(TOKENS.AccessTokenVerifier).verify(tokens.access_token);
      expect(auth).to.include({ clientId: 'our-app', firstParty: true });
      const refreshed = await tokenRequest(app.url, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'our-app' });
      expect(refreshed.status, JSON.stringify(refreshed.body)).to.equal(200);
    } finally {
      await app.stop();
    }
  });
});
