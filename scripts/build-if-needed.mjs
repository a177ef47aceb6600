// `npm start` runs compiled JavaScript (fast start); build (`npm run build`: tsc, then the bundle) when
// dist/ is missing or older than src/.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newest(full) : statSync(full).mtimeMs;
    return Math.max(latest, time);
  }, 0);

const built = path.join(root, 'dist', 'main.js');
const stale = !existsSync(built) || newest(path.join(root, 'src')) > statSync(built).mtimeMs;
if (stale) {
  console.error('building (tsc, bundle)...');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
  execFileSync(process.execPath, [path.join(root, 'scripts', 'bundle.mjs')], { stdio: 'inherit' });
}
