// Reads every unit of endpoint 3 with the service token, page by page and conditionally (a 304
// page reuses its projected units), and projects each document with the browser's own projection.
import { mergeCatalog, type CatalogEntry } from '../../../src/domain/equipment/error-catalog.ts';
import { DEFAULT_STATE_CODES } from '../../../src/domain/equipment/equipment-state.ts';
import { type ProjectOptions } from '../../../src/domain/fleet/fleet-unit.ts';
import { sameFleetUnit } from '../../../src/domain/fleet/fleet-unit-equal.ts';
import { rederiveFleetUnit } from '../../../src/domain/fleet/fleet-unit-rederive.ts';
import type { ServiceClient } from '../service/service-client.ts';
import { nextTurn, TURN_MS } from '../storage/turns.ts';
import { catalogFromServer } from './document-guard.ts';
import { PageBuffers } from './page-buffers.ts';
import { FleetPollError, readPage, type PageDocs, type PolledUnit } from './page-read.ts';

export { FleetPollError, type PolledUnit };

/** Documents per page: one page's text decoding and JSON.parse is one synchronous slice (~0.5 MB;
 *  1,000 documents took 230-340 ms at load 18), and a page of unchanged units answers 304 on its
 *  own (the service allows 5,000). */
export const PAGE_SIZE = 500;
const MAX_PAGES = 2000;

export interface FleetRead {
  units: PolledUnit[];
  /** guids new or changed since the last read. */
  changed: Set<string>;
  /** guids of the last read that are gone. */
  removed: string[];
  pages: number;
  notModified: number;
  invalid: number;
}

interface Page {
  etag: string;
  units: PolledUnit[];
  raw: number;
  total: number | undefined;
}

export class FleetPoller {
  private pages = new Map<number, Page>();
  /** Each page's documents as last read (bytes and units), by offset. */
  private docs = new Map<number, PageDocs>();
  private buffers = new PageBuffers();
  /** The last read's units by guid (their parts are shared with the next read's). */
  private held = new Map<string, PolledUnit>();
  private catalog: CatalogEntry[] = mergeCatalog(null);
  private catalogEtag: string | undefined;
  private stats = { notModified: 0, invalid: 0 };

  constructor(
    private readonly service: ServiceClient,
    private readonly offlineAfterMs: number,
  ) {}

  private options(now: number): ProjectOptions {
    return {
      now,
      offlineAfterMs: this.offlineAfterMs,
      stateCodes: DEFAULT_STATE_CODES,
      catalog: this.catalog,
    };
  }

  private async readCatalog(signal?: AbortSignal) {
    // The catalog is optional: without it the built-in table applies (as in the browser).
    const answer = await this.service
      .get('/v2/equipment/logs/error', {
        ...(this.catalogEtag ? { etag: this.catalogEtag } : {}),
        ...(signal ? { signal } : {}),
      })
      .catch(() => undefined);
    if (answer?.status === 200) {
      this.catalog = mergeCatalog(catalogFromServer(answer.body));
      this.catalogEtag = answer.etag;
    }
  }

  private async page(offset: number, signal?: AbortSignal): Promise<Page> {
    const cached = this.pages.get(offset);
    const answer = await this.service.getStream(
      `/v2/equipment?limit=${PAGE_SIZE}&offset=${offset}`,
      {
        ...(cached ? { etag: cached.etag } : {}),
        ...(signal ? { signal } : {}),
      },
    );
    const totalHeader = answer.headers?.get('X-Total-Count');
    const total = totalHeader ? Number(totalHeader) : undefined;
    if (answer.status === 304 && cached) {
      await answer.body?.cancel();
      this.stats.notModified++;
      return { ...cached, total: total ?? cached.total };
    }
    if (answer.status !== 200) {
      await answer.body?.cancel();
      throw new FleetPollError(`The fleet read answered ${answer.status}`);
    }
    const last = this.docs.get(offset);
    const length = Number(answer.headers?.get('Content-Length') ?? Number.NaN);
    const options = this.options(Date.now());
    const read = await this.buffers.read(
      answer.body,
      Number.isSafeInteger(length) ? length : undefined,
      async (bytes) => {
        const read = await readPage(bytes, last, { options, held: this.held });
        // The documents stay for the next read's comparison (even without an etag).
        if (read.docs) {
          read.docs.scan.bytes = this.buffers.keep(offset, read.docs.scan.bytes);
          this.docs.set(offset, read.docs);
        } else {
          this.docs.delete(offset);
          this.buffers.drop(offset);
        }
        return read;
      },
    );
    this.stats.invalid += read.invalid;
    const page = { etag: answer.etag ?? '', units: read.units, raw: read.raw, total };
    if (answer.etag) this.pages.set(offset, page);
    else this.pages.delete(offset);
    return page;
  }

  /** One whole read of the fleet; throws FleetPollError (or the network's error) when it fails. */
  async read(signal?: AbortSignal): Promise<FleetRead> {
    this.stats = { notModified: 0, invalid: 0 };
    await this.readCatalog(signal);
    const first = await this.page(0, signal);
    const pages = [first];
    if (first.raw <= PAGE_SIZE) {
      for (let n = 1; n < MAX_PAGES; n++) {
        const last = pages[pages.length - 1]!;
        const offset = n * PAGE_SIZE;
        const more = first.total !== undefined ? offset < first.total : last.raw === PAGE_SIZE;
        if (!more) break;
        pages.push(await this.page(offset, signal));
      }
    }
    // A fleet that shrank: the pages past its end are not kept.
    for (const offset of [...this.pages.keys(), ...this.docs.keys()])
      if (offset >= pages.length * PAGE_SIZE) {
        this.pages.delete(offset);
        this.docs.delete(offset);
        this.buffers.drop(offset);
      }
    return this.settle(pages);
  }

  private async settle(pages: Page[]): Promise<FleetRead> {
    const options = this.options(Date.now());
    const seen = new Set<string>();
    const changed = new Set<string>();
    const units: PolledUnit[] = [];
    let count = 0;
    let turn = performance.now();
    for (const page of pages) {
      for (const polled of page.units) {
        if ((++count & 63) === 0 && performance.now() - turn >= TURN_MS) {
          await nextTurn();
          turn = performance.now();
        }
        const guid = polled.unit.guid;
        if (seen.has(guid)) continue;
        seen.add(guid);
        // A 304 page's units were derived earlier: states go offline as time passes.
        const unit = rederiveFleetUnit(polled.unit, options);
        const before = this.held.get(guid)?.unit;
        if (before === undefined || (before !== unit && !sameFleetUnit(before, unit)))
          changed.add(guid);
        const settled = unit === polled.unit ? polled : { ...polled, unit };
        this.held.set(guid, settled);
        units.push(settled);
      }
    }
    const removed = [...this.held.keys()].filter((g) => !seen.has(g));
    for (const guid of removed) this.held.delete(guid);
    return { units, changed, removed, pages: pages.length, ...this.stats };
  }
}
