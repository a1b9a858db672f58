// The fleet columns the dashboard shows, read straight from the documents with no schema,
// no state derivation beyond the raw code and no indexing: the naive approach on purpose.

export interface BaselineRow {
  guid: string;
  serial: string;
  alias: string;
  model: string;
  city: string;
  country: string;
  state: string;
  activeErrors: string;
  release: string;
  lastPing: string;
  /** Lower-cased text the search box matches against (serial, alias, model, city). */
  haystack: string;
}

type Doc = Record<string, unknown>;

const obj = (v: unknown): Doc => (typeof v === 'object' && v !== null ? (v as Doc) : {});
const str = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';

export function toBaselineRow(raw: unknown): BaselineRow {
  const doc = obj(raw);
  const location = obj(doc.location);
  const controller = obj(doc.controller);
  const device = obj(doc.device);
  const ping = Number(device.last_ping);
  const row = {
    guid: str(obj(doc._meta).guid),
    serial: str(doc.serial),
    alias: str(doc.alias),
    model: str(doc.model),
    city: str(location.city),
    country: str(location.country),
    state: controller.state === undefined ? '—' : str(controller.state),
    activeErrors: str(controller.active_errors),
    release: str(obj(controller.release).version),
    lastPing: Number.isFinite(ping) && ping > 0 ? new Date(ping).toLocaleString('en-GB') : 'never',
  };
  return { ...row, haystack: `${row.serial} ${row.alias} ${row.model} ${row.city}`.toLowerCase() };
}
