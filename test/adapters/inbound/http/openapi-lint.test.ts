import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { tempDir } from '../../../support/temp-dir.js';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** `redocly lint` with the repository's redocly.yaml, offline: what a developer runs, as CI runs it in npm test. */
describe('OpenAPI lint (redocly lint, redocly.yaml)', function () {
  this.timeout(60_000);
  let app: TestApp;
  before(async () => (app = await startTestApp()));
  after(() => app?.close());

  it('finds no problem in the served /openapi.json', async () => {
    const dir = tempDir('openapi-lint');
    const file = path.join(dir.path, 'openapi.json');
    await writeFile(file, await (await fetch(`${app.url}/openapi.json`)).text());
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [REDOCLY, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json'],
      {
        cwd: dir.path,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    dir.remove();
    const { problems } = JSON.parse(stdout) as { problems: LintProblem[] };
    const found = problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(found).to.deep.equal([]);
  });
});
