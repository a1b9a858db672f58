// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOG, STATE_CODES } from '../catalog.ts';
import {
  BIG_ERRORS_VALUE,
  ERRORS_BITS,
  SHOWCASE,
  SHOWCASE_STATES,
  SHOWCASE_UNITS,
} from '../fixtures.ts';
import { T_TEST, get, testSimulator } from '../test-helpers.ts';

type Doc = {
  _meta: { guid: string; created: number; updated: number };
  device?: { guid?: string; last_ping?: unknown; type?: string };
  controller?: {
    state?: unknown;
    communication?: { timeout?: boolean };
    active_errors?: unknown;
    timestamp?: number;
  };
  [key: string]: unknown;
};

const NAMES = Object.fromEntries(Object.entries(STATE_CODES).map(([name, code]) => [code, name]));

/** The state table, written out again so the simulator is checked against the contract itself. */
function derive(doc: Doc, now: number): string {
  if (!doc.device?.guid) return 'no-device';
  const ping = doc.device.last_ping;
  if (typeof ping !== 'number' || now - ping > 600_000) return 'offline';
  if (doc.controller?.communication?.timeout === true) return 'controller-timeout';
  const code = doc.controller?.state;
  return (typeof code === 'number' && NAMES[code]) || 'unknown';
}

async function all(seed = 1, units = 60) {
  const { app } = testSimulator({ seed, units });
  const r = await get(app, '/api/v2/equipment');
  return { docs: r.json as Doc[], text: r.text };
}

describe('the seeded world', () => {
  it('derives, for every showcase unit, the state the fixtures promise', async () => {
    const { docs } = await all();
    for (const unit of SHOWCASE_UNITS) {
      const doc = docs.find((d) => d._meta.guid === unit.guid);
      expect(doc, unit.alias).toBeDefined();
      expect(derive(doc as Doc, T_TEST), unit.alias).toBe(unit.state);
    }
    expect(Object.keys(SHOWCASE_STATES)).toHaveLength(18);
  });

  it('is the same world for the same seed, and another for another seed', async () => {
    const a = await all(7);
    const b = await all(7);
    const c = await all(8);
    expect(a.text).toBe(b.text);
    expect(c.text).not.toBe(a.text);
    // Showcase units do not depend on the seed.
    expect(c.docs[0]).toEqual(a.docs[0]);
  });

  it('writes active errors above 2^53 as the exact integer in the JSON text', async () => {
    const { app } = testSimulator();
    const r = await get(app, `/api/v2/equipment/${SHOWCASE.bigErrors.guid}`);
    expect(r.text).toContain(`"active_errors":${BIG_ERRORS_VALUE}`);
    expect(BigInt(BIG_ERRORS_VALUE)).toBe((1n << 52n) | (1n << 53n) | (1n << 63n));
    const list = await get(app, '/api/v2/equipment');
    expect(list.text).toContain(`"active_errors":${BIG_ERRORS_VALUE}`);
  });

  it('sets bits 0, 17, 33, 34, 40, 41 and unassigned 38 on the errors unit', async () => {
    const { docs } = await all();
    const doc = docs.find((d) => d._meta.guid === SHOWCASE.errors.guid);
    const value = BigInt(doc?.controller?.active_errors as number);
    const bits = [...Array(64).keys()].filter((b) => (value >> BigInt(b)) & 1n);
    expect(bits).toEqual([...ERRORS_BITS]);
  });

  it('shows every catalogued error bit, in the showcase and across the generated fleet', async () => {
    const bitsOf = (docs: Doc[]) => {
      const seen = new Set<number>();
      for (const d of docs) {
        const raw = d.controller?.active_errors;
        if (typeof raw !== 'number') continue;
        for (let b = 0; b < 64; b++) if ((BigInt(raw) >> BigInt(b)) & 1n) seen.add(b);
      }
      return seen;
    };
    const catalogBits = ERROR_CATALOG.map((e) => e.active_error_bit);
    const { docs } = await all();
    expect([...bitsOf(docs)].filter((b) => catalogBits.includes(b)).sort((a, b) => a - b)).toEqual(
      catalogBits,
    );
    const big = await all(1, 3000);
    const generatedBits = bitsOf(big.docs.slice(SHOWCASE_UNITS.length));
    expect(catalogBits.filter((b) => !generatedBits.has(b))).toEqual([]);
  });

  it('keeps the minimal and malformed documents as promised', async () => {
    const { docs } = await all();
    const minimal = docs.find((d) => d._meta.guid === SHOWCASE.minimal.guid);
    expect(Object.keys(minimal ?? {}).sort()).toEqual(['_meta', 'app', 'model', 'serial', 'type']);
    const malformed = docs.find((d) => d._meta.guid === SHOWCASE.malformed.guid);
    expect(malformed).toMatchObject({
      alias: 42,
      location: 'Amsterdam',
      controller: { state: 'x', hours: 'a lot' },
      device: { last_ping: 'yesterday' },
    });
  });

  it('lives: non-pinned units run sessions while pinned ones never change on their own', async () => {
    const { app, clock } = testSimulator();
    const states = new Set<unknown>();
    const pinned = new Set<string>();
    for (let m = 0; m < 180; m += 5) {
      const docs = (await get(app, '/api/v2/equipment')).json as Doc[];
      for (const d of docs.slice(SHOWCASE_UNITS.length)) states.add(d.controller?.state);
      pinned.add(
        JSON.stringify(docs.slice(0, SHOWCASE_UNITS.length).map((d) => derive(d, clock.now()))),
      );
      clock.advance(5 * 60_000);
    }
    for (const code of [10, 11, 12]) expect(states.has(code), `state ${code}`).toBe(true);
    expect(pinned.size).toBe(1);
  });

  it('offers the kinds of units a fleet has: offline, no device, timeouts, service modules', async () => {
    const { docs } = await all(3, 300);
    const generated = docs.slice(SHOWCASE_UNITS.length);
    const kinds = new Set(generated.map((d) => derive(d, T_TEST)));
    for (const k of ['offline', 'no-device', 'controller-timeout', 'stand-by'])
      expect(kinds.has(k), k).toBe(true);
    expect(generated.some((d) => d.device?.type === 'SERVICE_MODULE')).toBe(true);
    for (const d of generated) {
      expect(d._meta.updated).toBeLessThanOrEqual(T_TEST);
      if (d.controller?.timestamp !== undefined)
        expect(d.controller.timestamp).toBeLessThan(T_TEST / 100);
    }
  });
});
