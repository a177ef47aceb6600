import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { createUser, issueToken } from '../../../support/auth.js';

const TOOLS_DIR = fileURLToPath(new URL('../../../conformance/', import.meta.url));
const BIN = path.join(TOOLS_DIR, 'node_modules', '.bin');

/** The official MCP Inspector's CLI (pinned beside the conformance suite), strict about tool schemas. */
describe('MCP Inspector --strict', function () {
  this.timeout(120_000);
  let app: TestApp;
  let token: string;

  before(async () => {
    app = await startTestApp();
    const { userId } = await createUser(app, { plan: 'pro' });
    token = await issueToken(app, { userId, audience: `${app.url}/mcp` });
  });
  after(async () => {
    await app?.close();
  });

  it('finds no schema portability problem in tools/list, and the list stays under 40 KB', async () => {
    const { stdout, stderr } = await promisify(execFile)(
      path.join(BIN, 'mcp-inspector'),
      // The URL first: --header takes every argument after it.
      ['--cli', `${app.url}/mcp`, '--strict', '--method', 'tools/list', '--header', `Authorization: Bearer ${token}`],
      // Its own Node (22): the Inspector needs 22.19 or later.
      { env: { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH}` }, maxBuffer: 16 * 1024 * 1024 },
    );
    expect(stderr.split('\n').filter((line) => /^(Warning|Error)\b/.test(line))).to.deep.equal([]);
    const { tools } = JSON.parse(stdout) as { tools: unknown[] };
    expect(tools.length).to.be.greaterThan(15);
    expect(Buffer.byteLength(JSON.stringify({ tools }))).to.be.at.most(40 * 1024);
  });
});
