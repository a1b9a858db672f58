// Generated equipment pages for page-read.test.ts: documents as the service writes them, and the
// changes a next poll may bring, as text (so escapes, repeats and layout can be written too).

export type Doc = Record<string, unknown>;

/** A small seeded generator (mulberry32): every run tests the same cases. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick };
}
type Rng = ReturnType<typeof random>;

export const T = Date.UTC(2026, 10, 27, 12);
const ALIASES = [
  'Cabin 1',
  'Zürich "Süd"',
  '"last_ping":5',
  'updated',
  '\\"value\\"',
  '🌞 hours',
  '',
];

export function document(rng: Rng, i: number): Doc {
  const ping = T - rng.int(900_000);
  return {
    _meta: { index: 'equipment', guid: `g-${i}`, created: T - 1e9, updated: ping, removed: 0 },
    app: 'sunbed',
    serial: String(2_499_000_000 + i),
    alias: rng.pick(ALIASES),
    model: rng.pick(['Luxura X7', 'Collara']),
    type: rng.pick(['SUNBED', 'collagen']),
    company_guids: ['c1', ...(rng.int(2) ? ['c2'] : [])],
    device: { guid: `d-${i}`, serial: 'SM-1', type: 'SERVICE_MODULE', last_ping: ping },
    specifications: { colors: [{ name: 'Blue', value: 3 }], options: ['timestamp'] },
    location: {
      place_id: `p${rng.int(3)}`,
      description: 'Damrak 70',
      country: 'NL',
      city: rng.pick(['Amsterdam', "'s-Hertogenbosch"]),
      timezone: 'Europe/Amsterdam',
      timezone_offset: 3600,
      geometry: { lat: 52.37, lng: 4.89 },
    },
    controller: {
      state: rng.pick([0, 1, 2, 5, 10, 77]),
      active_errors: rng.pick([0, 0, 5, 2 ** 40]),
      timestamp: Math.floor(ping / 1000),
      logs: { parameter: 1, boot: 2, session: rng.int(300), error: 0, event: 4 },
      communication: { timeout: rng.int(8) === 0 },
      hours: [
        { type: 'operating', value: rng.int(400_000) },
        { type: 'lamps', value: rng.int(9_000), limit: 60_000 },
        ...(rng.int(3) === 0 ? [{ type: 7, value: 4 }, { value: 'x' }, { type: 'led' }] : []),
      ],
      release: { type: 'stable', version: rng.pick(['4.9.2', null]), hash: 'c4d5e6f' },
    },
    settings: [{ name: 'volume', value: 4 }],
  };
}

/** d[key] as an object (a new one when an earlier change removed it). */
const obj = (d: Doc, key: string): Doc => {
  const v = d[key];
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Doc) : (d[key] = {});
};
/** The counters (none once a change made `hours` something else than a list). */
const hours = (d: Doc): Doc[] => {
  const h = obj(d, 'controller')['hours'];
  return Array.isArray(h) ? (h as Doc[]) : [];
};
const NUMBERS = [0, -0, 7, 1.5, 1e21, -12, 2 ** 53 + 2];

/** A ping: the values every poll moves (sometimes a digit longer, or an odd number). */
function ping(rng: Rng, d: Doc) {
  const at = T - rng.int(60_000) * rng.pick([1, 1, 1000]);
  obj(d, '_meta')['updated'] = at;
  obj(d, 'device')['last_ping'] = rng.int(10) === 0 ? rng.pick(NUMBERS) : at;
  obj(d, 'controller')['timestamp'] = Math.floor(at / 1000);
}

function count(rng: Rng, d: Doc) {
  for (const h of hours(d))
    if (typeof h['value'] === 'number')
      h['value'] = rng.int(5) ? (h['value'] as number) + rng.int(3) : rng.pick(NUMBERS);
}

/** Changes of a document between two polls, as objects (`text` changes are below). */
export const CHANGES: Record<string, (rng: Rng, d: Doc) => void> = {
  none: () => undefined,
  ping,
  counter: count,
  'ping and counter': (rng, d) => (ping(rng, d), count(rng, d)),
  state: (rng, d) => {
    const c = obj(d, 'controller');
    c['state'] = (c['state'] as number) + 1 + rng.int(3);
    ping(rng, d);
  },
  errors: (_, d) => (obj(d, 'controller')['active_errors'] = 9),
  timeout: (_, d) => {
    const c = obj(d, 'controller');
    c['communication'] = { timeout: !obj(c, 'communication')['timeout'] };
  },
  location: (_, d) => (obj(d, 'location')['city'] = 'Utrecht'),
  alias: (rng, d) => ((d['alias'] = rng.pick(ALIASES) + '!'), ping(rng, d)),
  'ping gone': (_, d) => delete obj(d, 'device')['last_ping'],
  'ping null': (_, d) => (obj(d, 'device')['last_ping'] = null),
  'ping as text': (_, d) => (obj(d, 'device')['last_ping'] = String(T)),
  'counter gone': (_, d) => hours(d).pop(),
  'counter added': (_, d) => hours(d).push({ type: 'new', value: 1 }),
  'counter untyped': (_, d) => hours(d)[0] && (hours(d)[0]!['type'] = 1),
  'hours not a list': (_, d) => (obj(d, 'controller')['hours'] = { value: 5 }),
  'no device': (_, d) => delete d['device'],
  'no guid': (_, d) => delete obj(d, '_meta')['guid'],
  'new guid': (_, d) => (obj(d, '_meta')['guid'] = 'g-other'),
  'keys reordered': (rng, d) => {
    const c = obj(d, 'controller');
    const { hours: h, ...rest } = c;
    d['controller'] = { hours: h, ...rest };
    ping(rng, d);
  },
  'a nested value key': (rng, d) => {
    if (hours(d)[0]) hours(d)[0]!['value'] = { value: 3 };
    ping(rng, d);
  },
};

/** Changes of the text itself: the same document written differently, or not quite JSON's
 *  usual way (JSON.parse reads the last of repeated keys, and escapes in keys). */
export const TEXT_CHANGES: Record<string, (text: string) => string> = {
  same: (t) => t,
  spaced: (t) => JSON.stringify(JSON.parse(t), null, 2),
  'escaped key': (t) => t.replace('"last_ping"', '"last\\u005fping"'),
  'escaped anchor': (t) => t.replace('"device"', '"dev\\u0069ce"'),
  'repeated ping': (t) => t.replace('"last_ping":', '"last_ping":1,"last_ping":'),
  'repeated device': (t) => t.replace('"device":{', '"device":{"last_ping":3},"device":{'),
  'repeated counter value': (t) =>
    t.replace('"type":"operating",', '"type":"operating","value":1,'),
  'repeated hours': (t) => t.replace('"hours":[', '"hours":[],"hours":['),
  'exponent ping': (t) => t.replace(/"last_ping":(\d+)([,}])/, '"last_ping":$1e0$2'),
  'huge counter': (t) => t.replace(/("type":"operating","value":)[^,}]+/, '$11e400'),
};
