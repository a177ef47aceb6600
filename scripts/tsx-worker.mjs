// Runs a worker thread's TypeScript entry (its file URL, the last argument) from the sources under tsx,
// as the tests and `npm run` scripts do: Node 20 starts a worker without the loaders of its parent,
// so the thread registers tsx itself before importing the entry. Compiled builds start the .js entry.
// The entry's default export is passed on for pools that load this file and call it (piscina).
import { register } from 'tsx/esm/api';

register();
const entry = await import(process.argv.at(-1));
export default entry.default;
