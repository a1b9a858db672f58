import { openDatabase } from '../server/engine/storage/database.ts';
import { FleetPoller } from '../server/engine/poller/fleet-poller.ts';
import { upsertUnits } from '../server/engine/storage/units.ts';
import { createServiceClient } from '../server/engine/service/service-client.ts';
import { createSimulator } from '../server/app.ts';
import { SERVICE_IDENTITY } from '../server/simulator/fixtures.ts';
const sim = createSimulator({ units: 4000 });
const service = createServiceClient({ base: 'http://x/api', fetch: (r) => sim.app.fetch(r), serviceToken: SERVICE_IDENTITY.token });
const read = await new FleetPoller(service, 600000).read();
const store = await openDatabase('memory');
await upsertUnits(store.db, read.units, 0, 1000);
for (const n of [250, 1000, 250, 1000]) {
  const rows = read.units.slice(0, n).map((u) => ({ ...u, unit: { ...u.unit, lastPing: n } }));
  const c = process.cpuUsage(); const t = performance.now();
  await upsertUnits(store.db, rows, 1, n);
  const u = process.cpuUsage(c);
  console.log(n, 'rows: wall', (performance.now() - t).toFixed(0), 'cpu', ((u.user + u.system) / 1000).toFixed(0));
}
const t = performance.now(); await store.db.selectFrom('units').select('guid').limit(1).execute(); console.log('tiny query', (performance.now() - t).toFixed(1));
