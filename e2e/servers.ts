// One simulator per Playwright worker, on consecutive ports from E2E_PORT. One worker unless
// E2E_WORKERS says more: CI (2 cores) keeps one until two are measured there without time-outs;
// a bigger machine can run `E2E_WORKERS=4 npm test`.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4199);

export function serverPort(workerIndex: number): number {
  return FIRST_PORT + workerIndex;
}
