import { sql } from 'kysely';
import { openDatabase } from '../server/engine/storage/database.ts';
import { FleetPoller } from '../server/engine/poller/fleet-poller.ts';
import { upsertUnits } from '../server/engine/storage/units.ts';
import { createServiceClient } from '../server/engine/service/service-client.ts';
import { createSimulator } from '../server/app.ts';
import { SERVICE_IDENTITY } from '../server/simulator/fixtures.ts';
import { monitorEventLoopDelay } from 'node:perf_hooks';
const sim = createSimulator({ units: 10000 });
const service = createServiceClient({ base: 'http://x/api', fetch: (r) => sim.app.fetch(r), serviceToken: SERVICE_IDENTITY.token });
const read = await new FleetPoller(service, 600000).read();
const store = await openDatabase('memory');
const size = async () => (await sql<{ n: number }>`select pg_database_size(current_database())::bigint n`.execute(store.db)).rows[0]!.n;
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
for (let i = 0; i < 6; i++) {
  const h = monitorEventLoopDelay({ resolution: 10 }); h.enable();
  const c = cpu(); const b = await size();
  await upsertUnits(store.db, read.units.map((u) => ({ ...u, unit: { ...u.unit, lastPing: i } })), i, 1000);
  h.disable();
  console.log(i, 'cpu', (cpu() - c).toFixed(0), 'growth kB', ((await size()) - b) / 1024, 'stall', (h.max / 1e6).toFixed(0));
}
