import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOCUMENTS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
/** A repository path in backticks: `docs/api.md`, `src/adapters/inbound/http/kit/problem.ts`, `test/e2e/`. */
const PATH = /`((?:docs|src|test|scripts|bench|docker)\/[\w./-]*?)`/g;

/** Where a path in a document may be written with a placeholder or a glob (`docs/*.md`, `src/*-main.ts`). */
const isPattern = (p: string) => /[*<>{}]/.test(p);

describe('README and docs/: a newcomer needs nothing outside the repository', () => {
  for (const document of DOCUMENTS) {
    const text = readFileSync(path.join(ROOT, document), 'utf8');

    it(`${document} names no file outside the repository`, () => {
      expect(text).to.not.match(/\.\.\/shared\/|shared\/(SPEC|DESIGN)\.md|\b(SPEC|DESIGN)\.md\b/);
    });

    it(`${document}: every repository path it names exists`, () => {
      const missing = [...text.matchAll(PATH)].map((m) => m[1]!).filter((p) => !isPattern(p) && !existsSync(path.join(ROOT, p)));
      expect([...new Set(missing)]).to.deep.equal([]);
    });
  }
});
