import { availableParallelism } from 'node:os';

// One simulator per Playwright worker, on consecutive ports from E2E_PORT. Default: two workers
// when the machine has two cores or more (one on a single core). Most e2e time is the browser and
// the simulator waiting, so two workers nearly halve the run on CI's 2 cores; more are
// not the default because only two were measured free of time-outs there. E2E_WORKERS overrides,
// e.g. `E2E_WORKERS=4 npm test` on a bigger machine, `E2E_WORKERS=1` to debug one spec in order.
const DEFAULT_WORKERS = Math.min(2, availableParallelism());
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? DEFAULT_WORKERS));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4199);

export function serverPort(workerIndex: number): number {
  return FIRST_PORT + workerIndex;
}
