// One-off: parse the 100k-unit fleet with the old hand checks, zod and the generated validator.
import { writeFileSync } from 'node:fs';
import { createSimulator } from './server/app.ts';
import { TOKENS } from './server/simulator/fixtures.ts';
import { parseResponseJson } from '@/api/client';
import { equipmentSchema } from '@/api/schemas';
import { parseList } from '@/api/tolerant';
import { generateValidator } from './scripts/document-validators/generate.ts';
import { isCleanEquipment as handCheck, parseEquipmentList as oldParse } from '/tmp/h12s/pb/equipment-fast-parse.ts';

const code = generateValidator(equipmentSchema, true).replace('@/domain/exact-json', '/work/wt/h12-shapes/src/domain/exact-json.ts');
writeFileSync('/tmp/h12s/pb/validate-equipment.mjs', code);
const { validate, jsonSchema } = await import('/tmp/h12s/pb/validate-equipment.mjs');
const { repairList } = await import('@/api/schema-repair');
console.warn = () => {};

const sim = createSimulator({ units: 100_000 });
const docs: unknown[] = [];
for (let offset = 0; ; offset += 5000) {
  const res = await sim.app.request(`/api/v2/equipment?limit=5000&offset=${offset}`, { headers: { Authorization: `Bearer ${TOKENS.operator}` } });
  const page = parseResponseJson(await res.text()) as unknown[];
  docs.push(...page);
  if (page.length < 5000) break;
}
const bad = docs.filter((d) => !validate(d)).length;
console.log(`documents: ${docs.length}, not clean: ${bad}`);

const { parseEquipmentList: newParse } = await import('@/api/document-parse-bench-shim.ts').catch(() => ({ parseEquipmentList: undefined }));
void newParse;
const pages: unknown[][] = [];
for (let i = 0; i < docs.length; i += 2000) pages.push(docs.slice(i, i + 2000));
const cases: [string, () => unknown][] = [
  ['hand checks, each of 100k docs', () => docs.filter((d) => handCheck(d)).length],
  ['Ajv standalone (generated), each of 100k docs', () => docs.filter((d) => validate(d)).length],
  ['OLD parseEquipmentList per 2000-doc page (hand checks + zod for the malformed)', async () => { for (const p of pages) await oldParse(p); }],
  ['NEW parseEquipmentList per page (Ajv + zod-free repair)', () => { for (const p of pages) { if (!p.every((d) => validate(d))) repairList(jsonSchema, p, 'equipment', (d) => validate(d)); } }],
];
const results = new Map<string, number[]>();
for (let round = 0; round < 7; round++) {
  for (const [label, fn] of cases) {
    const t = performance.now(); await fn(); const ms = performance.now() - t;
    results.set(label, [...(results.get(label) ?? []), ms]);
  }
}
for (const [label, ms] of results) { ms.sort((a, b) => a - b); console.log(`${label}: median ${ms[3]!.toFixed(0)} ms (min ${ms[0]!.toFixed(0)}, max ${ms[6]!.toFixed(0)})`); }
const z: number[] = [];
for (let i = 0; i < 3; i++) { const t = performance.now(); parseList(equipmentSchema, docs, 'equipment'); z.push(performance.now() - t); }
z.sort((a, b) => a - b); console.log(`zod parseList, all 100k: median ${z[1]!.toFixed(0)} ms (min ${z[0]!.toFixed(0)}, max ${z[2]!.toFixed(0)})`);
