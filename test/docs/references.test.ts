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

/** Every text file of the code, tests, scripts and docs: none may cite the spec or design files kept outside the repository. */
function textFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'fixtures' ? [] : textFiles(relative);
    return /\.(ts|mjs|cjs|js|md|json|ya?ml|sh)$/.test(entry.name) ? [relative] : [];
  });
}
const OUTSIDE = /\.\.\/shared\/(?!\w[\w-]*\.js)|shared\/(SPEC|DESIGN)\.md|\b(SPEC|DESIGN)\.md\b/;

describe('README and docs/: a newcomer needs nothing outside the repository', () => {
  it('no file of src/, test/, scripts/, bench/ or docker/ cites SPEC.md or DESIGN.md (docs/interface.md and docs/design.md hold them)', () => {
    const self = path.relative(ROOT, fileURLToPath(import.meta.url));
    const citing = ['src', 'test', 'scripts', 'bench', 'docker']
      .flatMap(textFiles)
      .filter((file) => file !== self && OUTSIDE.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(citing).to.deep.equal([]);
  });

  for (const document of DOCUMENTS) {
    const text = readFileSync(path.join(ROOT, document), 'utf8');

    it(`${document} names no file outside the repository`, () => {
      expect(text).to.not.match(OUTSIDE);
    });

    it(`${document}: every repository path it names exists`, () => {
      const missing = [...text.matchAll(PATH)].map((m) => m[1]!).filter((p) => !isPattern(p) && !existsSync(path.join(ROOT, p)));
      expect([...new Set(missing)]).to.deep.equal([]);
    });
  }
});
