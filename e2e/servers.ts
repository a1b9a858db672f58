// One simulator per Playwright worker, on consecutive ports from E2E_PORT. Two workers unless
// E2E_WORKERS says otherwise: most e2e time is the browser and the simulator waiting, so two
// workers on CI's 2 cores nearly halve the run; a bigger machine can run `E2E_WORKERS=4 npm test`.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4199);

export function serverPort(workerIndex: number): number {
  return FIRST_PORT + workerIndex;
}
