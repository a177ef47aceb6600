import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { createUser, issueToken } from '../../../support/auth.js';
import { startBearerProxy, type BearerProxy } from '../../../support/bearer-proxy.js';

const SUITE_DIR = fileURLToPath(new URL('../../../conformance/', import.meta.url));
/** The suite imports fs.globSync, which Node 22 has: its own Node, from the npm package pinned beside it. */
const NODE = path.join(SUITE_DIR, 'node_modules', '.bin', 'node');
const CLI = path.join(SUITE_DIR, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');

/**
 * What the suite runs that cannot apply to this server, and why (docs/mcp.md lists the same). Most
 * scenarios call tools, prompts and resources of the suite's reference server by name
 * (`test_simple_text`, `test://static-text`, ...); others test features we do not offer, which a
 * server only has to offer if it advertises them. A whole scenario, or `scenario:check`.
 */
const NOT_APPLICABLE: Record<string, string> = {
  'completion-complete': "completes an argument of the reference server's prompt test_prompt_with_arguments; we offer no completions",
  'logging-set-level': 'we advertise no logging capability (2026-07-28 removed logging/setLevel)',
  'tools-call-with-logging': "calls the reference server's test_tool_with_logging and needs logging",
  'resources-subscribe': 'we advertise no resource subscriptions: nothing we serve changes while a client listens',
  'resources-unsubscribe': 'as resources-subscribe',
  'server-sse-multiple-streams:server-sse-multiple-streams-session': 'checks a session id; the server is stateless and issues none',
  'server-sse-polling': 'SSE resumability of a session; the server is stateless (not scored)',
  'json-schema-2020-12': "calls the reference server's json_schema_2020_12_tool (not scored)",
  'http-custom-header-server-validation': 'needs a tool with an x-mcp-header argument; none of ours mirrors an argument in a header (not scored)',
  'server-stateless:sep-2575-server-rejects-undeclared-capability': "calls the reference server's diagnostic tool test_missing_capability",
  'server-stateless:sep-2575-missing-capability-http-400': 'as above',
  'server-stateless:sep-2575-http-server-no-independent-requests-on-stream': "calls the reference server's test_streaming_elicitation",
  'server-stateless:sep-2575-server-no-log-without-loglevel': "calls the reference server's test_logging_tool",
};
/** Reference-server fixtures, by name prefix: tools/call, prompts/get and resources/read of test_* names. */
const FIXTURE_SCENARIOS = /^(tools-call-|prompts-get-|resources-read-|resources-templates-read|elicitation-|input-required-result-|tasks-)/;
/** input-required-result scenarios that test generic behaviour, not a fixture tool. */
const GENERIC_INPUT_REQUIRED = new Set(['input-required-result-unsupported-methods']);

interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  errorMessage?: string;
}

const applies = (scenario: string, check: string): boolean =>
  !(scenario in NOT_APPLICABLE) &&
  !(`${scenario}:${check}` in NOT_APPLICABLE) &&
  (!FIXTURE_SCENARIOS.test(scenario) || GENERIC_INPUT_REQUIRED.has(scenario));

async function runSuite(url: string, revision: string): Promise<Map<string, Check[]>> {
  const out = await mkdtemp(path.join(os.tmpdir(), 'mcp-conformance-'));
  try {
    await promisify(execFile)(NODE, [CLI, 'server', '--url', url, '--requirements', revision, '-o', out], {
      cwd: SUITE_DIR,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { code?: number }) => {
      // Exit 1 means some scenario failed; which ones decides below. Anything else is the suite failing.
      if (error.code !== 1) throw error;
    });
    const results = new Map<string, Check[]>();
    for (const dir of await readdir(out)) {
      const scenario = dir.replace(/^server-/, '').replace(/-\d{4}-\d{2}-\d{2}T[\d-]+Z$/, '');
      results.set(scenario, JSON.parse(await readFile(path.join(out, dir, 'checks.json'), 'utf8')) as Check[]);
    }
    return results;
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

/** The official MCP conformance suite, pinned in test/conformance/package.json, against /mcp. */
describe('MCP conformance suite (official, pinned)', function () {
  this.timeout(180_000);
  let app: TestApp;
  let proxy: BearerProxy;

  before(async function () {
    if (!existsSync(NODE) || !existsSync(CLI)) throw new Error('the suite is not installed: npm ci --prefix test/conformance');
    app = await startTestApp();
    const { userId } = await createUser(app, { plan: 'pro' });
    // The suite cannot send headers: a loopback proxy adds the token of a traveller with every scope.
    proxy = await startBearerProxy(app.url, await issueToken(app, { userId, audience: `${app.url}/mcp` }));
  });
  after(async () => {
    await proxy?.close();
    await app?.close();
  });

  for (const revision of ['2025-11-25', '2026-07-28']) {
    it(`passes every applicable scenario of the ${revision} requirement set`, async () => {
      const results = await runSuite(`${proxy.url}/mcp`, revision);
      expect(results.size, 'scenarios run').to.be.greaterThan(20);
      const failures = [...results].flatMap(([scenario, checks]) =>
        checks
          .filter((check) => (check.status === 'FAILURE' || check.status === 'WARNING') && applies(scenario, check.id))
          .map((check) => `${scenario}:${check.id} ${check.status} ${check.errorMessage ?? ''}`),
      );
      expect(failures).to.deep.equal([]);
      // Those that apply did run: a renamed scenario must not pass by disappearing.
      for (const scenario of ['tools-list', 'resources-list', 'prompts-list', 'dns-rebinding-protection']) expect(results.has(scenario), scenario).to.equal(true);
      if (revision === '2026-07-28') {
        for (const scenario of ['server-stateless', 'caching', 'sep-2164-resource-not-found', 'http-header-validation']) expect(results.has(scenario), scenario).to.equal(true);
      }
    });
  }
});
