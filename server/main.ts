// `npm run sim`: the simulated service alone, on port 8787 (vite dev proxies /api here).
import { serve } from '@hono/node-server';
import { createSimulator } from './app.ts';
import { banner } from './banner.ts';
import { parseCli } from './cli-options.ts';

const cli = parseCli(process.argv.slice(2), process.env, Number(process.env.SIM_PORT ?? 8787));
const { app, adminToken } = createSimulator(cli.sim);
const server = serve({ fetch: app.fetch, port: cli.port, hostname: cli.host }, (info) => {
  console.log(
    banner(`http://${cli.host}:${info.port}/api`, cli, 'Equipment service simulator', adminToken),
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
