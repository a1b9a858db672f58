// One simulator per Playwright worker, on consecutive ports from E2E_PORT. `npm test` runs two
// workers (most e2e time is the browser and the simulator waiting, so two nearly halve the run on
// CI's 2 cores); a bare `npx playwright test` one, so a developer's E2E_PORT claims one port only.
// A bigger machine can run `E2E_WORKERS=4 npm test`.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4199);

export function serverPort(workerIndex: number): number {
  return FIRST_PORT + workerIndex;
}
