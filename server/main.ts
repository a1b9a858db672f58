// `npm run sim`: the simulated service alone, on port 8787 (vite dev proxies /api here).
import { serve } from '@hono/node-server';
import { createSimulator } from './app.ts';
import { banner } from './banner.ts';
import { readCli } from './cli-usage.ts';

const cli = readCli(
  'sim',
  process.argv.slice(2),
  process.env,
  Number(process.env.SIM_PORT ?? 8787),
);
const { app, adminToken } = createSimulator(cli.sim);
const server = serve({ fetch: app.fetch, port: cli.port, hostname: cli.host }, (info) => {
  console.log(
    banner(`http://${cli.host}:${info.port}/api`, cli, 'Equipment service simulator', adminToken),
  );
});

// Idle keep-alive sockets outlive the clients' own (Node's 5 s default lets a client reuse a
// socket the server is closing at that moment: ECONNRESET, seen from e2e's admin requests).
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
