import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

/** Where every benchmark keeps its latest figures, one section per benchmark. */
export const RESULTS_FILE = fileURLToPath(new URL('./results.json', import.meta.url));

export type Figures = Record<string, number | string | boolean | object>;

/** Replaces `section` of bench/results.json with `figures` (plus when and where), keeping the others. */
export function mergeResults(section: string, figures: Figures): void {
  const all = existsSync(RESULTS_FILE) ? (JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<string, unknown>) : {};
  all[section] = {
    ...figures,
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus()[0]?.model ?? 'unknown CPU'} x${os.cpus().length}, ${os.platform()} ${os.release()}, Node ${process.version}`,
  };
  // Write then rename: a reader never sees half a file.
  const temporary = `${RESULTS_FILE}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(all, null, 2)}\n`);
  renameSync(temporary, RESULTS_FILE);
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Events (or operations) per second, rounded. */
export const perSecond = (count: number, startNs: bigint): number =>
  Math.round(count / (Number(process.hrtime.bigint() - startNs) / 1e9));

/** A target a figure is held to: at least `min`, at most `max`, or both. */
export interface Target {
  min?: number;
  max?: number;
}

export const meets = (value: number, target: Target): boolean =>
  (target.min === undefined || value >= target.min) && (target.max === undefined || value <= target.max);

const describeTarget = (target: Target, unit: string): string =>
  [target.min !== undefined ? `>= ${target.min}${unit}` : '', target.max !== undefined ? `<= ${target.max}${unit}` : '']
    .filter(Boolean)
    .join(' and ');

/**
 * One line per figure: the value, and with a target, the target and PASS or MISS, so that a run
 * reads as a checklist. Returns whether the figure meets its target (true without one).
 */
export function printFigure(label: string, value: number, unit: string, target?: Target): boolean {
  const shown = `${label.padEnd(34)} ${String(value).padStart(9)}${unit}`;
  if (!target) {
    console.log(`${shown}   (measured, no target)`);
    return true;
  }
  const passed = meets(value, target);
  console.log(`${shown}   target ${describeTarget(target, unit)}   ${passed ? 'PASS' : 'MISS'}`);
  return passed;
}

/** Load averages over 1, 5 and 15 minutes, one decimal: how busy the machine was while measuring. */
export const loadAverage = (): number[] => os.loadavg().map((l) => Math.round(l * 10) / 10);

/** The machine's CPU time so far, in clock ticks: all of it, and what the hypervisor took (Linux's "steal"); undefined elsewhere. */
const cpuTicks = (): { total: number; steal: number } | undefined => {
  if (!existsSync('/proc/stat')) return undefined;
  // cpu user nice system idle iowait irq softirq steal guest guest_nice
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
};

/**
 * Measures what share of the machine's CPU time a virtual machine's host took for itself (steal)
 * between now and the call of the returned function, in percent (undefined off Linux). On a shared
 * host this is what makes a run slow: the figures of a run with much of it measure the neighbours.
 */
export function stealMeter(): () => number | undefined {
  const before = cpuTicks();
  return () => {
    const after = cpuTicks();
    if (!before || !after || after.total === before.total) return undefined;
    return Math.round(((after.steal - before.steal) / (after.total - before.total)) * 1000) / 10;
  };
}
