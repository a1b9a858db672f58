// `tsx bench/fleet-heap.ts --units 100000 [--dist DIR] [--snapshot FILE] [--poll] [--with-engine]`: the fleet
// figures of `npm run bench -- --only fleet` measured the same way (sign-in → every unit in: the
// longest main-thread task from a trace; JS heap after a forced GC; one poll with nothing changed),
// without the baseline and the scroll/search steps, so one figure can be checked after a change.
// With --snapshot it also writes a heap snapshot and prints where the heap goes: self size per
// constructor, the largest retainer edges (holder constructor . edge name), duplicated strings.
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { fillSignIn, freshContext, heapUsed, launchBrowser, longestTaskDuring } from './browser.ts';
import { buildAll } from './build.ts';
import { measurePoll, syncedMarks } from './fleet-poll.ts';
import { summariseSnapshot } from './heap-summary.ts';
import { armWatch, paintedWhen } from './probes.ts';
import { killAllServers, startSimServer } from './sim-server.ts';

const ROW = 'table tbody tr:not([aria-hidden])';

async function main() {
  const { values } = parseArgs({
    options: {
      units: { type: 'string' },
      dist: { type: 'string' },
      snapshot: { type: 'string' },
      poll: { type: 'boolean' },
      runs: { type: 'string' },
      'with-engine': { type: 'boolean' },
    },
  });
  const units = Number(values.units ?? 10_000);
  const build = buildAll(values.dist);
  const server = await startSimServer(units, build.dist, values['with-engine'] === true);
  const browser = await launchBrowser();
  const timeoutMs = 600_000;
  try {
    for (let run = 0; run < Number(values.runs ?? 1); run++) {
      const context = await freshContext(browser);
      const page = await context.newPage();
      page.setDefaultTimeout(timeoutMs);
      await page.goto(`${server.origin}/login`);
      await fillSignIn(page);
      await page.evaluate(armWatch, { selectors: ['head'] });
      const load = await longestTaskDuring(browser, page, async () => {
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.evaluate(paintedWhen, {
          selector: ROW,
          minCount: 1,
          timeoutMs,
          sinceInput: true,
        });
        await syncedMarks(page, 1, timeoutMs);
      });
      await page
        .getByRole('status')
        .filter({ hasText: / of [\d,]+ units/ })
        .first()
        .waitFor();
      const heap = await heapUsed(page);
      console.log(
        `${units} units run ${run + 1}: load longest task ${load.cpuMs.toFixed(1)} ms CPU ` +
          `(wall ${load.wallMs.toFixed(1)}, all tasks ${load.totalCpuMs.toFixed(0)} ms CPU); ` +
          `heap after GC ${(heap / 1e6).toFixed(1)} MB`,
      );
      if (values.snapshot && run === 0) {
        const file = values.snapshot;
        const cdp = await context.newCDPSession(page);
        await cdp.send('HeapProfiler.enable');
        await cdp.send('HeapProfiler.collectGarbage');
        const out = createWriteStream(file);
        cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => out.write(chunk));
        await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
        await new Promise<void>((resolve) => out.end(resolve));
        await cdp.detach();
        console.log(await summariseSnapshot(file, units));
      }
      if (values.poll) {
        const poll = await measurePoll(browser, page, timeoutMs);
        console.log(
          `  poll: ${poll.pages} pages, ${poll.notModified} × 304, ${(poll.bytes / 1000).toFixed(1)} kB; ` +
            `main-thread CPU ${poll.cpuMs.toFixed(0)} ms, longest task ${poll.longestTaskCpuMs.toFixed(1)} ms CPU, wall ${poll.wallMs} ms`,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    build.cleanup();
  }
}

main().catch((err: unknown) => {
  killAllServers();
  console.error(err);
  process.exit(1);
});
