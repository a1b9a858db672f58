// The simulator's own copy of the error catalog and state table (docs/decisions.md#active-errors,
// #equipment-state):
// it must stay self-contained, so it does not import the dashboard's domain code.

export interface CatalogItem {
  error_id: string;
  description: string;
  critical: boolean;
  active_error_bit: number;
}

const CATALOG_ROWS: ReadonlyArray<readonly [number, string, string, boolean]> = [
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
];

/** Endpoint 13's body: exactly the service's table, in bit order. */
export const ERROR_CATALOG: readonly CatalogItem[] = CATALOG_ROWS.map(
  ([bit, id, description, critical]) => ({
    error_id: id,
    description,
    critical,
    active_error_bit: bit,
  }),
);

export const CATALOG_BY_BIT: ReadonlyMap<number, CatalogItem> = new Map(
  ERROR_CATALOG.map((item) => [item.active_error_bit, item]),
);

/** Default state table (docs/decisions.md#equipment-state): controller.state code → state name. */
export const STATE_CODES = {
  'controller-powerup': 0,
  'controller-pincode': 1,
  'controller-config-view': 2,
  'controller-quickstatus-view': 3,
  'controller-setting-time': 4,
  'controller-warning': 5,
  'controller-error': 6,
  'controller-confirm': 7,
  'controller-copy-files': 8,
  'controller-online-update': 9,
  'stand-by': 10,
  'in-session': 11,
  cooldown: 12,
  'session-paused': 13,
  cleaning: 14,
} as const;

export type CodedState = keyof typeof STATE_CODES;
export type DerivedState = 'offline' | 'no-device' | 'controller-timeout';
export type EquipmentState = CodedState | DerivedState;

/** States in which the controller is busy and refuses a new reset or update. */
export const BUSY_CODES: ReadonlySet<number> = new Set([0, 4, 8, 9]);

export function bitsToValue(bits: readonly number[]): bigint {
  return bits.reduce((acc, bit) => acc | (1n << BigInt(bit)), 0n);
}
