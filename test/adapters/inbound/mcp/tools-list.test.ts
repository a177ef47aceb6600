import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { mcpTools } from '../../../support/app-routes.js';
import { createUser, issueToken } from '../../../support/auth.js';

/** What every client downloads first, whole, and often puts into a model's context. */
const MAX_TOOLS_LIST_BYTES = 40 * 1024;

/**
 * tools/list as a client receives it: small enough, and portable. Some clients (and the MCP
 * Inspector's --strict) refuse `type` arrays, which zod writes for nullable values, and the empty
 * schema `additionalProperties: {}`, which zod writes for loose objects.
 */
describe('MCP tools/list', function () {
  this.timeout(30_000);
  let app: TestApp;
  let json: string;
  let tools: Awaited<ReturnType<typeof mcpTools>>;

  before(async () => {
    app = await startTestApp();
    const { userId } = await createUser(app);
    tools = await mcpTools(app, await issueToken(app, { userId, audience: `${app.url}/mcp` }));
    json = JSON.stringify({ tools });
  });
  after(() => app?.close());

  it(`is at most ${MAX_TOOLS_LIST_BYTES / 1024} KB`, () => {
    expect(Buffer.byteLength(json)).to.be.at.most(MAX_TOOLS_LIST_BYTES);
  });

  it('has no type arrays and no empty additionalProperties schema', () => {
    expect(json).to.not.include('"type":[');
    expect(json).to.not.include('"additionalProperties":{}');
  });

  it('gives every tool a title and a description', () => {
    for (const tool of tools) {
      expect(tool.title, tool.name).to.be.a('string').and.not.equal('');
      expect(tool.description, tool.name).to.be.a('string').and.not.equal('');
    }
  });
});
