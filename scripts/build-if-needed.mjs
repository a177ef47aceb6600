// `npm start` runs compiled JavaScript (fast start); build (`npm run build`: tsc, then the bundle) when
// dist/ is missing or older than src/. The first build takes a minute or so, mostly tsc type-checking
// and compiling every source file, so it says what it is doing and how long it has been at it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newest(full) : statSync(full).mtimeMs;
    return Math.max(latest, time);
  }, 0);
const countSources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (count, entry) => count + (entry.isDirectory() ? countSources(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? 1 : 0),
    0,
  );

const say = (line) => console.error(`[build] ${line}`);
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs one step, printing how long it has been running every few seconds until it ends. */
function step(name, what, args) {
  const label = `${name}: ${what}`;
  const started = Date.now();
  say(`${label}...`);
  const ticker = setInterval(() => say(`  ${name}: ${seconds(started)} so far`), 10_000);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearInterval(ticker);
      if (code === 0) {
        say(`  ${name}: done in ${seconds(started)}`);
        resolve();
      } else reject(new Error(`${label} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

const built = path.join(root, 'dist', 'main.js');
const src = path.join(root, 'src');
const reason = !existsSync(built) ? 'there is no build yet (dist/)' : newest(src) > statSync(built).mtimeMs ? 'src/ changed since the last build' : undefined;
if (reason) {
  const started = Date.now();
  say(`building, as ${reason}: up to a minute; later starts skip this until src/ changes.`);
  try {
    await step('1/2 tsc', `type-checking and compiling ${countSources(src)} TypeScript files into dist/`, [
      path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      path.join(root, 'tsconfig.build.json'),
    ]);
    await step('2/2 esbuild', 'bundling each process entry point with its libraries into one file', [path.join(root, 'scripts', 'bundle.mjs')]);
  } catch (error) {
    say(error.message);
    process.exit(1);
  }
  say(`built in ${seconds(started)}; starting the service`);
}
