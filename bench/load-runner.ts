import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadResult, Scenario } from './http-load.js';

/**
 * One scenario in a child process (bench/http-load.ts): autocannon never shares this process's event
 * loop or core. Also reports this process's CPU time per request (the in-process projector included),
 * a figure that stays meaningful when other work shares the machine.
 */
export async function load(scenario: Scenario): Promise<LoadResult & { serverCpuMsPerRequest: number }> {
  const cpu = process.cpuUsage();
  const result = await generate(scenario);
  const used = process.cpuUsage(cpu);
  const perRequest = (used.user + used.system) / 1000 / Math.max(1, result.total);
  return { ...result, serverCpuMsPerRequest: Math.round(perRequest * 1000) / 1000 };
}

const generate = (scenario: Scenario): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./http-load.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => {
      resolve(result as LoadResult);
      child.disconnect();
    });
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
    child.send(scenario);
  });
