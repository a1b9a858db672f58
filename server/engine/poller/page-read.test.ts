import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE_CODES } from '../../../src/domain/equipment/equipment-state.ts';
import { mergeCatalog } from '../../../src/domain/equipment/error-catalog.ts';
import { sameFleetUnit } from '../../../src/domain/fleet/fleet-unit-equal.ts';
import { projectFleetUnit, type ProjectOptions } from '../../../src/domain/fleet/fleet-unit.ts';
import { readUnitPlace, siteKeyOf } from '../../../src/domain/fleet/sites.ts';
import { asFleetSource } from './document-guard.ts';
import { samePinged } from './page-docs.ts';
import { FleetPollError, readPage, type PageDocs, type PolledUnit } from './page-read.ts';
import { scanPage } from './page-scan.ts';
import { CHANGES, T, TEXT_CHANGES, document, random } from './test-page-cases.ts';

const options = (now: number): ProjectOptions => ({
  now,
  offlineAfterMs: 600_000,
  stateCodes: DEFAULT_STATE_CODES,
  catalog: mergeCatalog(null),
});

/** What the poller made of a page before: the whole text parsed, every document projected. */
function parsedWhole(bytes: Buffer, at: number) {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return 'error';
  }
  if (!Array.isArray(body)) return 'error';
  const units: PolledUnit[] = [];
  for (const raw of body) {
    const source = asFleetSource(raw);
    if (!source) continue;
    const place = readUnitPlace(source.location);
    units.push({
      unit: projectFleetUnit(source, options(at)),
      siteKey: siteKeyOf(place) ?? null,
      siteName: place?.description ?? place?.city ?? null,
    });
  }
  return { units, raw: body.length, invalid: body.length - units.length };
}

async function read(bytes: Buffer, last: PageDocs | undefined, at: number, held: PolledUnit[]) {
  const ctx = { options: options(at), held: new Map(held.map((p) => [p.unit.guid, p])) };
  return readPage(bytes, last, ctx).catch((error: unknown) => {
    if (error instanceof FleetPollError) return 'error' as const;
    throw error;
  });
}

/** The page read now equals the whole parse, unit for unit (deep, -0 and NaN included). */
async function expectAsBefore(
  bytes: Buffer,
  last: PageDocs | undefined,
  at: number,
  held: PolledUnit[],
) {
  const got = await read(bytes, last, at, held);
  const want = parsedWhole(bytes, at);
  if (got === 'error' || want === 'error') {
    expect(got).toBe(want);
    return undefined;
  }
  expect({ raw: got.raw, invalid: got.invalid }).toEqual({ raw: want.raw, invalid: want.invalid });
  expect(got.units).toStrictEqual(want.units);
  got.units.forEach((p, i) => expect(sameFleetUnit(p.unit, want.units[i]!.unit)).toBe(true));
  return got;
}

const page = (texts: string[]) => Buffer.from(`[${texts.join(',')}]`);

describe('a page whose documents only pinged is read without parsing them, as if parsed', () => {
  it('equals the whole parse over generated documents, random changes and three polls', async () => {
    const rng = random(20261127);
    let pinged = 0;
    let documents = 0;
    for (let round = 0; round < 12; round++) {
      const docs = Array.from({ length: 60 }, (_, i) => document(rng, i));
      let texts = docs.map((d) => JSON.stringify(d));
      let bytes = page(texts);
      let last = await expectAsBefore(bytes, undefined, T, []);
      for (let poll = 1; poll <= 3; poll++) {
        const names = Object.keys(CHANGES);
        texts = docs.map((d, i) => {
          // Most documents only ping, as in the field; the rest change anything.
          const change = rng.int(3)
            ? rng.pick(['ping', 'counter', 'ping and counter', 'none'])
            : rng.pick(names);
          CHANGES[change]!(rng, d);
          const text = JSON.stringify(d);
          return rng.int(4) === 0
            ? TEXT_CHANGES[rng.pick(Object.keys(TEXT_CHANGES))]!(text)
            : (texts[i], text);
        });
        bytes = page(texts);
        const scan = scanPage(bytes);
        for (let i = 0; scan && i < scan.count; i++, documents++)
          if (last?.docs && samePinged(scan, i, last.docs.scan, i)) pinged++;
        const at = T + poll * 45_000;
        last = await expectAsBefore(bytes, last?.docs, at, last?.units ?? []);
      }
    }
    // The fast path was taken for most documents (else this test would test the slow one).
    expect(pinged / documents).toBeGreaterThan(0.4);
  });

  it('takes the fast path exactly for pings and counters, never for other changes', () => {
    const rng = random(7);
    for (const [name, change] of Object.entries(CHANGES)) {
      for (let k = 0; k < 20; k++) {
        const before = document(rng, k);
        const after = structuredClone(before);
        change(rng, after);
        const a = scanPage(page([JSON.stringify(before)]))!;
        const b = scanPage(page([JSON.stringify(after)]))!;
        const pingOnly = ['none', 'ping', 'counter', 'ping and counter'].includes(name);
        // 'ping' may write a last_ping the projection reads the same; the others change the text.
        if (pingOnly) expect(samePinged(b, 0, a, 0), name).toBe(true);
        else expect(samePinged(b, 0, a, 0), name).toBe(false);
      }
    }
    for (const [name, change] of Object.entries(TEXT_CHANGES)) {
      const text = JSON.stringify(document(rng, 1));
      const a = scanPage(page([change(text)]))!;
      const same = ['same', 'spaced', 'exponent ping', 'huge counter'].includes(name);
      // Escaped or repeated anchor keys are never taken as pings (JSON.parse would read them).
      expect(samePinged(a, 0, a, 0), name).toBe(same);
    }
  });
});

describe('odd pages are read exactly as before', () => {
  const valid = JSON.stringify(document(random(3), 1));
  const cases: Record<string, string> = {
    empty: '',
    'an object': '{"a":1}',
    'not closed': `[${valid}`,
    'a stray brace': `[${valid}}]`,
    'trailing text': `[${valid}] x`,
    'a missing element': `[${valid},,${valid}]`,
    'a leading zero at an anchor': valid.replace(/"last_ping":(\d+)/, '"last_ping":0$1'),
    'a number with a trailing dot': `[${valid.replace(/"updated":(\d+)/, '"updated":$1.')}]`,
    'a BOM before the list': `\uFEFF[${valid}]`,
    'a BOM inside': `[\uFEFF${valid}]`,
    'no documents': ' [ ] ',
    'elements that are no documents': `[1,"x",null,[],{},{"_meta":{"guid":" "}},${valid}]`,
    'the same guid twice': `[${valid},${valid}]`,
    'nested deeper than the scanner goes': `[${'['.repeat(3000)}${']'.repeat(3000)},${valid}]`,
    'a lone surrogate in a string': `[${valid.replace('Damrak', 'Dam\udc00rak')}]`,
  };
  for (const [name, text] of Object.entries(cases))
    it(`${name}: as the whole parse, alone and after a valid page`, async () => {
      const bytes = Buffer.from(text);
      await expectAsBefore(bytes, undefined, T, []);
      const first = await read(page([valid, valid]), undefined, T, []);
      if (first === 'error') throw new Error('the valid page did not read');
      await expectAsBefore(bytes, first.docs, T + 30_000, first.units);
    });

  it('invalid UTF-8 in a document reads as the whole text decoded', async () => {
    const [head, tail] = valid.split('Damrak') as [string, string];
    const bad = [[0xc3, 0x28], [0xf0, 0x9f, 0x98], [0xed, 0xa0, 0x80], [0xff], [0xef, 0xbb, 0xbf]];
    const first = await read(page([valid, valid]), undefined, T, []);
    if (first === 'error') throw new Error('the valid page did not read');
    for (const bytes of bad) {
      const doc = Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]);
      const text = Buffer.concat([Buffer.from('['), doc, Buffer.from(','), doc, Buffer.from(']')]);
      const got = await expectAsBefore(text, first.docs, T + 30_000, first.units);
      expect(got?.units).toHaveLength(2);
    }
  });

  it('a page that breaks after documents that only pinged still fails the read', async () => {
    const first = await read(page([valid, valid]), undefined, T, []);
    if (first === 'error') throw new Error('the valid page did not read');
    const broken = Buffer.from(`[${valid},${valid.slice(0, -1)}]`);
    expect(await read(broken, first.docs, T + 30_000, first.units)).toBe('error');
  });
});
