// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../../server/app';
import { SHOWCASE, TOKENS } from '../../../server/simulator/fixtures';
import * as deviceLog from 'virtual:validate/deviceLog';
import * as equipment from 'virtual:validate/equipment';
import * as errorCatalogItem from 'virtual:validate/errorCatalogItem';
import * as identity from 'virtual:validate/identity';
import * as maintenanceCounter from 'virtual:validate/maintenanceCounter';
import * as permissionItem from 'virtual:validate/permissionItem';
import * as temperatureLog from 'virtual:validate/temperatureLog';
import { compileDocumentCheck } from '@/domain/documents/document-check';
import { ImpreciseInteger } from '@/domain/exact-json';
import { parseResponseJson } from '../client.ts';
import { documentSchemas, rowSchemas } from '@/domain/documents/schemas';
import { repairDocument, type JsonSchema } from './schema-repair.ts';
import { parseDocument } from '@/domain/documents/tolerant';

// One source for document shapes: for every kind, the generated validator (fast path) must say
// "clean" exactly when the zod schema would keep the document unchanged. Corpus: what the
// simulator sends each persona, plus hostile variants of each of those documents.

const generated: Record<string, { validate: (doc: unknown) => boolean; jsonSchema: JsonSchema }> = {
  equipment,
  maintenanceCounter,
  temperatureLog,
  deviceLog,
  errorCatalogItem,
  identity,
  permissionItem,
};
type Kind = keyof typeof documentSchemas | keyof typeof rowSchemas;
const KINDS = [...Object.keys(documentSchemas), ...Object.keys(rowSchemas)] as Kind[];

/** Deep equality where a field set to undefined equals a missing one (as zod leaves them). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof ImpreciseInteger || b instanceof ImpreciseInteger)
    return a instanceof ImpreciseInteger && b instanceof ImpreciseInteger && a.approx === b.approx;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  return [...keys].every((key) => sameValue(x[key], y[key]));
}

/** The zod path's verdict: accepted with nothing unreadable and nothing changed. */
function zodClean(kind: Kind, doc: unknown): boolean {
  if (kind === 'permissionItem') {
    const parsed = rowSchemas.permissionItem.safeParse(doc);
    return parsed.success && sameValue(parsed.data, doc);
  }
  const parsed = parseDocument(documentSchemas[kind], doc, kind);
  return parsed.ok && parsed.value?._invalid === undefined && sameValue(parsed.value, doc);
}

const HTML = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : { a: deep(levels - 1) });
const REPLACEMENTS: [string, unknown][] = [
  ['html', HTML],
  ['empty string', ''],
  ['huge number', 1e308],
  ['infinity', Infinity],
  ['NaN', NaN],
  ['unsafe integer', 2 ** 64],
  ['negative', -1],
  ['fraction', 1.5],
  ['true', true],
  ['null', null],
  ['array', [HTML]],
  ['object', { html: HTML }],
  ['deep nesting', deep(200)],
  ['bigint', 2n ** 63n],
];

type Doc = Record<string, unknown>;
const isObj = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Paths of every field (first array element only), as key lists. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (prefix.length > 5) return [];
  if (Array.isArray(value))
    return value.length ? [[...prefix, 0], ...paths(value[0], [...prefix, 0]).slice(1)] : [];
  if (!isObj(value)) return [];
  return Object.entries(value).flatMap(([key, v]) => [
    [...prefix, key],
    ...paths(v, [...prefix, key]).filter((p) => p.length > prefix.length + 1),
  ]);
}

function withChange(doc: unknown, path: (string | number)[], value: unknown, remove = false) {
  const copy = structuredClone(doc) as Doc;
  let node: Doc = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Doc;
  const last = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

/** Hostile variants: each field removed or replaced, extra fields, a fake `_invalid`. */
function* mutants(doc: unknown): Generator<[string, unknown]> {
  for (const path of paths(doc)) {
    const at = path.join('.');
    yield [`${at} missing`, withChange(doc, path, undefined, true)];
    for (const [label, value] of REPLACEMENTS)
      yield [`${at} = ${label}`, withChange(doc, path, value)];
  }
  if (isObj(doc)) {
    yield ['extra field', { ...doc, extra_field: HTML }];
    yield ['server _invalid', { ...doc, _invalid: ['serial'] }];
    yield ['prototype-like keys', { ...doc, constructor: HTML, toString: { html: HTML } }];
  }
}

const TOP_LEVEL: [string, unknown][] = [
  ['null', null],
  ['undefined', undefined],
  ['a string', HTML],
  ['a number', 42],
  ['an array', []],
  ['an empty object', {}],
  ['deep nesting', deep(500)],
];

const sim = createSimulator({ admin: true, units: 80 });
const corpus = new Map<Kind, unknown[]>(KINDS.map((k) => [k, []]));

async function read(token: string, path: string): Promise<unknown> {
  const res = await sim.app.request(`/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const text = await res.text();
  // parseResponseJson: the app's own JSON reading (bigints and ImpreciseInteger included).
  return res.ok && text ? parseResponseJson(text) : undefined;
}
const listOf = (data: unknown): unknown[] => (Array.isArray(data) ? data : []);

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const add = (kind: Kind, docs: unknown[]) => corpus.get(kind)!.push(...docs);
  const units = [SHOWCASE.temperatures, SHOWCASE.errors, SHOWCASE.bigErrors, SHOWCASE.malformed];
  for (const token of Object.values(TOKENS)) {
    const me = await read(token, '/auth/resource');
    add('identity', [me]);
    add('permissionItem', listOf((me as Doc | undefined)?.company_permissions));
    add('permissionItem', listOf(await read(token, '/auth/resource/permissions')));
    add('equipment', listOf(await read(token, '/v2/equipment?limit=100')));
    add('errorCatalogItem', listOf(await read(token, '/v2/equipment/logs/error')));
    // What a hand check once let through: a bit sent as a string, a row without its error_id.
    add('errorCatalogItem', [
      { error_id: 'E12', description: 'Lamp', critical: false, active_error_bit: '12' },
      { description: 'E0 - Software error', critical: true, active_error_bit: 0 },
    ]);
    for (const unit of units) {
      const base = `/v2/equipment/${unit.guid}`;
      add('equipment', [await read(token, base)].filter(Boolean));
      add('maintenanceCounter', listOf(await read(token, `${base}/maintenance/counters`)));
      add('temperatureLog', listOf(await read(token, `${base}/temperatures?limit=5`)));
      add('deviceLog', listOf(await read(token, `${base}/logs?limit=20`)));
    }
  }
});
afterAll(() => vi.restoreAllMocks());

// Thousands of documents per kind: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

describe('generated validators agree with the zod schemas', () => {
  it('has a validator for every document kind of schemas.ts', () => {
    expect(Object.keys(generated).sort()).toEqual([...KINDS].sort());
  });

  it.each(KINDS)('%s: the simulator sends documents of this kind, mostly clean', (kind) => {
    const docs = corpus.get(kind)!;
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.filter((d) => generated[kind]!.validate(d)).length).toBeGreaterThan(0);
  });

  it.each(KINDS)('%s: same verdict on simulator, hostile and top-level documents', (kind) => {
    const { validate } = generated[kind]!;
    const disagreements: string[] = [];
    const checked = everyDocument(kind, (label, doc) => {
      const fast = validate(doc);
      if (fast !== zodClean(kind, doc)) disagreements.push(`${label}: fast path says ${fast}`);
    });
    expect(disagreements).toEqual([]);
    expect(checked).toBeGreaterThan(corpus.get(kind)!.length);
  });
});

describe('the zod-free repair (schema-repair.ts) gives what the tolerant zod parse gives', () => {
  const REPAIRED = ['equipment', 'maintenanceCounter', 'identity', 'errorCatalogItem'] as const;

  it.each(REPAIRED)('%s: same verdict, value and unreadable fields', (kind) => {
    const disagreements: string[] = [];
    everyDocument(kind, (label, doc) => {
      const viaZod = parseDocument(documentSchemas[kind], doc, kind);
      const repaired = repairDocument(generated[kind]!.jsonSchema, doc, kind);
      if (repaired.ok !== viaZod.ok || !sameValue(repaired.value, viaZod.value))
        disagreements.push(`${label}: ${JSON.stringify(repaired.value?._invalid)}`);
    });
    expect(disagreements).toEqual([]);
  });
});

describe("the engine's check (compiled in-process) gives the generated check's verdict", () => {
  it.each(Object.keys(documentSchemas) as (keyof typeof documentSchemas)[])('%s', (kind) => {
    const compiled = compileDocumentCheck(documentSchemas[kind]);
    const disagreements: string[] = [];
    everyDocument(kind, (label, doc) => {
      if (compiled(doc) !== generated[kind]!.validate(doc))
        disagreements.push(`${label}: compiled says ${compiled(doc)}`);
    });
    expect(disagreements).toEqual([]);
  });
});

/** Feeds `check` every document of the corpus of `kind`, its hostile variants and odd top-level values. */
function everyDocument(kind: Kind, check: (label: string, doc: unknown) => void): number {
  let checked = 0;
  const docs = corpus.get(kind)!;
  const visit = (label: string, doc: unknown) => {
    checked += 1;
    check(label, doc);
  };
  docs.forEach((doc, i) => visit(`document ${i}`, doc));
  // Every field of a few distinct documents, broken in every way.
  const seen = new Set<string>();
  for (const doc of docs) {
    const shape = JSON.stringify(paths(doc));
    if (seen.has(shape) || seen.size >= 4) continue;
    seen.add(shape);
    for (const [label, mutant] of mutants(doc)) visit(label, mutant);
  }
  for (const [label, doc] of TOP_LEVEL) visit(`top level ${label}`, doc);
  return checked;
}
