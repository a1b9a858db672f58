import type { ErrorCatalogItem } from '../documents/schemas.ts';

// docs/decisions.md#active-errors: the catalog of controller error bits. The server's endpoint 13
// wins; this table is the fallback.

export interface CatalogEntry {
  errorId: string;
  description: string;
  critical: boolean;
  bit: number;
}

/** The service's table. Not E<bit>: bit 8 is E9, 33 is E34, 34 is E33, 40 is E37. */
export const BUILTIN_ERROR_CATALOG: readonly CatalogEntry[] = Object.freeze(
  (
    [
      [0, 'E0', 'Software error', true],
      [1, 'E1', 'Internal timer has a defect', true],
      [2, 'E2', 'Wind switch lower compartment fault', true],
      [3, 'E3', 'Communication error between relay and switch part', true],
      [4, 'E4', 'Communication error switch section', true],
      [5, 'E5', 'Maximum temperature Brandx', true],
      [6, 'E6', 'Unknown phase', true],
      [7, 'E7', 'Overrule switch section defective', true],
      [8, 'E9', 'Maximum temperature bench', true],
      [9, 'E10', 'Maximum temperature canopy', true],
      [10, 'E11', 'Communication fault controller board ID11', true],
      [11, 'E12', 'Communication fault controller board ID12', true],
      [12, 'E17', 'Microprocessor I/O section fault', true],
      [13, 'E18', 'Communication error with temperature sensor bench', false],
      [14, 'E19', 'Communication error with temperature sensor canopy', true],
      [15, 'E20', 'Climate control reservoir full', false],
      [16, 'E21', 'Climate control needs cleaning', false],
      [17, 'E22', 'Change lamps', false],
      [18, 'E22_2', 'Change lampset (1)', false],
      [19, 'E22_3', 'Change lampset (2)', false],
      [20, 'E22_4', 'Change facial tanner lamps', false],
      [21, 'E22_5', 'Change shoulder tanner lamps', false],
      [22, 'E22_6', "Change LED's UV/Red", false],
      [23, 'E22_7', 'Change acrylic bench', false],
      [24, 'E22_8', 'Change acrylic bench Climate control', false],
      [25, 'E22_9', 'Change acrylic back side', false],
      [26, 'E22_10', 'Change acrylic canopy', false],
      [27, 'E24', 'Brandx jerrycan level too low', false],
      [28, 'E26', 'Brandx climate control fault', true],
      [29, 'E29', 'Maximum temperature shoulder tanner', true],
      [30, 'E30', 'Filter shoulder tanner defective', true],
      [31, 'E31', 'Facial filter defective', true],
      [32, 'E32', 'Climate control no longer cooling', false],
      [33, 'E34', 'Maximum temperature climate control', true],
      [34, 'E33', 'SD card I/O section is full', false],
      [35, 'E35', "Maximum temperature LED's UV/Red", false],
      [36, 'E36', 'Reset received', true],
      [40, 'E37', 'Lease time expired', false],
      [41, 'E41', 'Sens controller error', true],
    ] as const
  ).map(([bit, errorId, description, critical]) =>
    Object.freeze({ bit, errorId, description, critical }),
  ),
);

/** The highest bit of the unsigned 64-bit `active_errors` value. */
export const MAX_ERROR_BIT = 63;

const LABEL = /^\s*(E\d+(?:_\d+)?)\s*[-–—:]\s*(.+?)\s*$/;

/** "E0 - Software error" → { errorId: 'E0', description: 'Software error' }; null when not of that form. */
export function splitErrorLabel(label: string): { errorId: string; description: string } | null {
  const m = LABEL.exec(label);
  return m?.[1] && m[2] ? { errorId: m[1], description: m[2] } : null;
}

export function formatErrorLabel(entry: Pick<CatalogEntry, 'errorId' | 'description'>): string {
  return `${entry.errorId} - ${entry.description}`;
}

/**
 * Maps endpoint 13's rows (already read by the schema) to catalog entries. A description that
 * repeats the id ("E0 - Software error") is trimmed so labels never read "E0 - E0 - ..."; an empty
 * id is taken from such a description, else the row is dropped and the built-in entry applies.
 */
export function catalogFromRows(rows: readonly ErrorCatalogItem[]): CatalogEntry[] {
  const out: CatalogEntry[] = [];
  for (const row of rows) {
    const rawDescription = row.description?.trim() ?? '';
    const split = splitErrorLabel(rawDescription);
    const errorId = row.error_id.trim() || split?.errorId;
    if (!errorId) continue;
    const description =
      split && split.errorId === errorId ? split.description : rawDescription || 'No description';
    out.push({ errorId, description, critical: row.critical === true, bit: row.active_error_bit });
  }
  return out;
}

const isBit = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_ERROR_BIT;

/** Server entries win per bit (first row of a bit wins); missing bits fall back to the built-in table. */
export function mergeCatalog(server: readonly CatalogEntry[] | undefined | null): CatalogEntry[] {
  const byBit = new Map<number, CatalogEntry>();
  for (const entry of server ?? []) {
    if (isBit(entry.bit) && !byBit.has(entry.bit)) byBit.set(entry.bit, entry);
  }
  for (const entry of BUILTIN_ERROR_CATALOG) {
    if (!byBit.has(entry.bit)) byBit.set(entry.bit, entry);
  }
  return [...byBit.values()].sort((a, b) => a.bit - b.bit);
}
