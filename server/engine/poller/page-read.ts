// One page of endpoint 3 → its units. A document equal to the last poll's at the same place but
// for its pings is not parsed: its unit is the last one's with the new values (pingFleetUnit);
// any other is parsed alone and projected. Bytes the scanner cannot split are parsed whole, as
// before, so a malformed page fails exactly as it always did.
import {
  projectFleetUnit,
  type FleetUnit,
  type ProjectOptions,
} from '../../../src/domain/fleet/fleet-unit.ts';
import { pingFleetUnit } from '../../../src/domain/fleet/fleet-unit-ping.ts';
import { readUnitPlace, siteKeyOf } from '../../../src/domain/fleet/sites.ts';
import { nextTurn, TURN_MS } from '../storage/turns.ts';
import { asFleetSource } from './document-guard.ts';
import { pingOf, samePinged } from './page-docs.ts';
import { scanPage, type ScannedPage } from './page-scan.ts';
import { shareParts } from './share-parts.ts';

export interface PolledUnit {
  unit: FleetUnit;
  siteKey: string | null;
  siteName: string | null;
}

/** What a page read keeps for the next poll's comparison. */
export interface PageDocs {
  scan: ScannedPage;
  /** Document i's unit (null: not a usable document). */
  slots: (PolledUnit | null)[];
}

export interface PageRead {
  units: PolledUnit[];
  /** Documents in the page (usable or not). */
  raw: number;
  invalid: number;
  /** Present when the page was scanned (a later poll compares with it). */
  docs?: PageDocs;
}

export class FleetPollError extends Error {}

export interface PageContext {
  options: ProjectOptions;
  /** The units of the last read by guid (their parts are shared with this read's). */
  held: ReadonlyMap<string, PolledUnit>;
}

/** The text of a page as Response.text() decodes it (a leading BOM dropped). */
const whole = new TextDecoder();

function project(raw: unknown, ctx: PageContext): PolledUnit | null {
  const source = asFleetSource(raw);
  if (!source) return null;
  const before = ctx.held.get(source._meta.guid);
  const unit = projectFleetUnit(source, ctx.options);
  if (before) shareParts(before.unit, unit);
  // The same location (a shared part): the same site, without reading the place again.
  if (before && unit.location === before.unit.location && unit.location !== undefined)
    return { unit, siteKey: before.siteKey, siteName: before.siteName };
  const place = readUnitPlace(source.location);
  return {
    unit,
    siteKey: siteKeyOf(place) ?? null,
    siteName: place?.description ?? place?.city ?? null,
  };
}

/** The API keeps answering during a poll: a turn of the event loop every TURN_MS. */
function turns() {
  let turn = performance.now();
  return async (i: number) => {
    if ((i & 63) === 63 && performance.now() - turn >= TURN_MS) {
      await nextTurn();
      turn = performance.now();
    }
  };
}

function pinged(scan: ScannedPage, i: number, last: PageDocs | undefined, ctx: PageContext) {
  if (!last || i >= last.scan.count || !samePinged(scan, i, last.scan, i)) return undefined;
  const held = last.slots[i]!;
  if (held === null) return null;
  const unit = pingFleetUnit(held.unit, pingOf(scan, i), ctx.options);
  return unit && { unit, siteKey: held.siteKey, siteName: held.siteName };
}

/** Document i parsed alone (Buffer's UTF-8 decoding replaces bad bytes as TextDecoder does, and
 *  keeps a BOM as the whole text's decoding would inside the list); undefined: not JSON. */
function parseOne(scan: ScannedPage, i: number): { raw: unknown } | undefined {
  try {
    return {
      raw: JSON.parse(scan.bytes.toString('utf8', scan.spans[2 * i], scan.spans[2 * i + 1])),
    };
  } catch {
    return undefined;
  }
}

/** Without a last read to compare with, one JSON.parse of the page is cheaper than one per
 *  document; the documents' bytes are kept all the same. */
function parseAll(scan: ScannedPage): unknown[] | undefined {
  try {
    const body: unknown = JSON.parse(whole.decode(scan.bytes));
    return Array.isArray(body) && body.length === scan.count ? body : undefined;
  } catch {
    return undefined;
  }
}

async function readScanned(scan: ScannedPage, last: PageDocs | undefined, ctx: PageContext) {
  const units: PolledUnit[] = [];
  const slots: (PolledUnit | null)[] = [];
  let invalid = 0;
  const all = last ? undefined : parseAll(scan);
  if (!last && !all) return undefined;
  const turn = turns();
  for (let i = 0; i < scan.count; i++) {
    await turn(i);
    let polled = all ? undefined : pinged(scan, i, last, ctx);
    if (polled === undefined) {
      const parsed = all ? { raw: all[i] } : parseOne(scan, i);
      if (!parsed) return undefined;
      polled = project(parsed.raw, ctx);
    }
    slots.push(polled);
    if (polled) units.push(polled);
    else invalid++;
  }
  return { units, raw: scan.count, invalid, docs: { scan, slots } };
}

async function readParsed(bytes: Buffer, ctx: PageContext): Promise<PageRead> {
  const text = whole.decode(bytes);
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  if (!Array.isArray(body))
    throw new FleetPollError('The fleet read answered something other than a list');
  const units: PolledUnit[] = [];
  let invalid = 0;
  const turn = turns();
  for (let i = 0; i < body.length; i++) {
    await turn(i);
    const polled = project(body[i], ctx);
    if (polled) units.push(polled);
    else invalid++;
  }
  return { units, raw: body.length, invalid };
}

/** The page's units; `last` is what the same page's last read kept. */
export async function readPage(
  bytes: Buffer,
  last: PageDocs | undefined,
  ctx: PageContext,
): Promise<PageRead> {
  const scan = scanPage(bytes);
  return (scan && (await readScanned(scan, last, ctx))) ?? readParsed(bytes, ctx);
}
