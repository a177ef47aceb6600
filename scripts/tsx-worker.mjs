// Runs a worker thread's TypeScript entry (its file URL, the last argument) from the sources under tsx,
// as the tests and `npm run` scripts do: Node 20 starts a worker without the loaders of its parent,
// so the thread registers tsx itself before importing the entry. Compiled builds start the .js entry.
import { register } from 'tsx/esm/api';

register();
await import(process.argv.at(-1));
