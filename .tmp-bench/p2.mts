import { PGlite } from '@electric-sql/pglite';
const pg = new PGlite();
await pg.waitReady;
const N = 10000;
const guids = Array.from({ length: N }, (_, i) => `g${i}-aaaaaaaa-bbbb-cccc-dddd`);
const docs = guids.map((g) => JSON.stringify({ guid: g, pad: 'x'.repeat(900), n: 1 }));
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
async function t(label: string, f: () => Promise<unknown>) { const c = cpu(); const w = performance.now(); await f(); console.log(label, (cpu() - c).toFixed(0), 'cpu', (performance.now() - w).toFixed(0), 'wall'); }
await pg.exec('create table a (guid text primary key, u jsonb)');
await pg.exec('create table b (guid text primary key, u text)');
await pg.exec('create table c (guid text primary key, n bigint)');
await t('guids only', () => pg.query('insert into c select g, 1 from unnest($1::text[]) g', [guids]));
await t('text doc', () => pg.query('insert into b select * from unnest($1::text[], $2::text[])', [guids, docs]));
await t('jsonb doc', () => pg.query('insert into a select g, u::jsonb from unnest($1::text[], $2::text[]) t(g,u)', [guids, docs]));
await t('serialize only', async () => { const s = docs.map((d) => '"' + d.replace(/[\\"]/g, '\\$&') + '"').join(','); return s.length; });
