// One simulator per Playwright worker, on consecutive ports from E2E_PORT. One worker unless
// E2E_WORKERS says more. Most e2e time is the browser and the simulator waiting, so two workers
// nearly halve the run on CI's 2 cores; they become the default once a full run with two passes
// there without time-outs (issue 12). A bigger machine can run `E2E_WORKERS=4 npm test`.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4199);

export function serverPort(workerIndex: number): number {
  return FIRST_PORT + workerIndex;
}
