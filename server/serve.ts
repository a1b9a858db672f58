// `npm start`: one port with the built app, the simulated /api (or --upstream proxy) and headers.
import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSimulator } from './app.ts';
import { banner } from './banner.ts';
import { readCli } from './cli-usage.ts';
import { createServeApp } from './serve-app.ts';
import { engineBanner, startEngine } from './start-engine.ts';

const cli = readCli('start', process.argv.slice(2), process.env, 4173);
const distDir = cli.dist ? resolve(cli.dist) : fileURLToPath(new URL('../dist', import.meta.url));
const sim = cli.upstream ? undefined : createSimulator(cli.sim);
const api = sim?.app;
const shownHost = cli.host === '0.0.0.0' || cli.host === '::' ? 'localhost' : cli.host;
const started = cli.engine.on
  ? await startEngine(cli.engine, sim ? { simulator: sim.app } : { upstream: cli.upstream! }, {
      configDir: distDir,
      listeningUrl: `http://${shownHost}:${cli.port}`,
    })
  : undefined;
const app = await createServeApp({
  engine: started?.api,
  onCommand: started?.onCommand,
  distDir,
  api,
  upstream: cli.upstream,
  proxyLimits: cli.proxy,
  sourcemaps: cli.sourcemaps,
});

const server = serve({ fetch: app.fetch, port: cli.port, hostname: cli.host }, (info) => {
  const host = cli.host === '0.0.0.0' || cli.host === '::' ? 'localhost' : cli.host;
  console.log(
    [
      banner(`http://${host}:${info.port}/`, cli, 'Sunbed fleet dashboard', sim?.adminToken),
      ...engineBanner(cli.engine),
    ].join('\n'),
  );
});

// Idle keep-alive sockets outlive the clients' own (Node's 5 s default lets a client reuse a
// socket the server is closing at that moment: ECONNRESET, seen from e2e's admin requests).
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

// A graceful stop gives the leader lease up, so another process takes over at once.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const exit = () => process.exit(0);
    // The engine's stop waits at most 3 s for work in flight, then gives the lease up.
    setTimeout(exit, 8_000).unref();
    server.close();
    // Open SSE streams would hold close() forever.
    if (started && 'closeAllConnections' in server) server.closeAllConnections();
    void (started?.engine.stop() ?? Promise.resolve()).catch(() => undefined).finally(exit);
  });
}
