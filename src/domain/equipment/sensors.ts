// docs/decisions.md#timestamps-units and the service's sensor table: ids are lower case in
// documents, looked up case-insensitively.

export interface SensorInfo {
  /** Lower case, as in log documents: "ntc1". */
  id: string;
  /** Upper case, as in the service's table: "NTC1". */
  label: string;
  /** null where the service says N/A or shows nothing: the UI says "no description". */
  description: string | null;
  address: string | null;
}

type Row = [description: string | null, address: string];

// The service groups NTC5-8 as "PCB2, NTC1 to NTC4": each sensor gets its own position in order.
const TABLE: Readonly<Record<string, Row>> = {
  ntc1: ['Lamp temperature canopy', 'PCB1, NTC1, ADD. 11'],
  ntc2: ['Lamp temperature bench', 'PCB1, NTC2, ADD. 11'],
  ntc3: ['Room temperature bench (0.5 m above floor)', 'PCB1, NTC3, ADD. 11'],
  ntc4: ['Room temperature canopy (1.5 m above floor)', 'PCB1, NTC4, ADD. 11'],
  ntc5: [null, 'PCB2, NTC1, ADD. 12'],
  ntc6: [null, 'PCB2, NTC2, ADD. 12'],
  ntc7: [null, 'PCB2, NTC3, ADD. 12'],
  ntc8: [null, 'PCB2, NTC4, ADD. 12'],
  ntc9: ['Airco temperature', 'PCB3, NTC1, ADD. 13'],
  ntc10: ['Climate control temperature', 'PCB3, NTC2, ADD. 13'],
  ntc11: [null, 'PCB3, NTC3, ADD. 13'],
  ntc12: [null, 'PCB3, NTC4, ADD. 13'],
  ntc13: [null, 'PCB4, NTC1, ADD. 14'],
  ntc14: [null, 'PCB4, NTC2, ADD. 14'],
  ntc15: [null, 'PCB4, NTC3, ADD. 14'],
  ntc16: [null, 'PCB4, NTC4, ADD. 14'],
};

/** Every sensor id the service mentions, in display order. */
export const KNOWN_SENSOR_IDS: readonly string[] = [
  ...Array.from({ length: 17 }, (_, i) => `ntc${i + 1}`),
  ...Array.from({ length: 6 }, (_, i) => `led${i + 1}`),
];

export function normalizeSensorId(id: string): string {
  return id.trim().toLowerCase();
}

export function describeSensor(id: string): SensorInfo {
  const key = normalizeSensorId(id);
  const row = Object.hasOwn(TABLE, key) ? TABLE[key] : undefined;
  return {
    id: key,
    label: key.toUpperCase(),
    description: row?.[0] ?? null,
    address: row?.[1] ?? null,
  };
}

export type SensorGroup = 'lamp' | 'room' | 'climate' | 'led' | 'other';

export const SENSOR_GROUPS: readonly { id: SensorGroup; label: string }[] = [
  { id: 'lamp', label: 'Lamp temperatures' },
  { id: 'room', label: 'Room temperatures' },
  { id: 'climate', label: 'Airco and climate control' },
  { id: 'led', label: 'LED temperatures' },
  { id: 'other', label: 'Other sensors' },
];

const GROUP_OF: Readonly<Record<string, SensorGroup>> = {
  ntc1: 'lamp',
  ntc2: 'lamp',
  ntc3: 'room',
  ntc4: 'room',
  ntc9: 'climate',
  ntc10: 'climate',
};

export function sensorGroupOf(id: string): SensorGroup {
  const key = normalizeSensorId(id);
  if (Object.hasOwn(GROUP_OF, key)) return GROUP_OF[key] as SensorGroup;
  return /^led\d+$/.test(key) ? 'led' : 'other';
}

const PREFIX_ORDER = ['ntc', 'led'];
const ID_PARTS = /^([a-z_]*?)(\d+)?$/;

function sortKey(id: string): [number, string, number] {
  const key = normalizeSensorId(id);
  const m = ID_PARTS.exec(key);
  const prefix = m?.[1] ?? key;
  const rank = PREFIX_ORDER.indexOf(prefix);
  const num = m?.[2] === undefined ? -1 : Number(m[2]);
  return [rank === -1 ? PREFIX_ORDER.length : rank, m ? prefix : key, num];
}

/** NTC sensors first, then LEDs, then anything else; numbers compare naturally (ntc2 < ntc10). */
export function compareSensorIds(a: string, b: string): number {
  const [ra, pa, na] = sortKey(a);
  const [rb, pb, nb] = sortKey(b);
  return ra - rb || pa.localeCompare(pb) || na - nb || a.localeCompare(b);
}

// Every colour has ≥ 3:1 contrast on white and on the dark panels (slate-800), WCAG 1.4.11,
// and the sensors that share a chart get far-apart hues.
const SENSOR_COLORS: Readonly<Record<string, string>> = {
  ntc1: '#ef4444',
  ntc2: '#3b82f6',
  ntc3: '#16a34a',
  ntc4: '#ec4899',
  ntc5: '#ea580c',
  ntc6: '#0891b2',
  ntc7: '#8b5cf6',
  ntc8: '#65a30d',
  ntc9: '#0284c7',
  ntc10: '#f43f5e',
  ntc11: '#db2777',
  ntc12: '#0d9488',
  ntc13: '#a68a00',
  ntc14: '#6366f1',
  ntc15: '#64748b',
  ntc16: '#dc2626',
  ntc17: '#d946ef',
  led1: '#e11d48',
  led2: '#a855f7',
  led3: '#059669',
  led4: '#d97706',
  led5: '#78716c',
  led6: '#c026d3',
};

const FALLBACK_COLORS = [
  '#ea580c',
  '#0891b2',
  '#8b5cf6',
  '#65a30d',
  '#db2777',
  '#0d9488',
  '#a68a00',
  '#3b82f6',
];

/** A stable colour per sensor; sensors the service does not list get one from a hash of the id. */
export function sensorColor(id: string): string {
  const key = normalizeSensorId(id);
  if (Object.hasOwn(SENSOR_COLORS, key)) return SENSOR_COLORS[key] as string;
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_003;
  return FALLBACK_COLORS[hash % FALLBACK_COLORS.length] as string;
}
