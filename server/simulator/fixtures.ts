// Fixed, documented content tests rely on. Everything here exists whatever the seed or scale.
import type { EquipmentState } from './catalog.ts';

export const TOKENS = {
  operator: 'demo-operator',
  owner: 'demo-owner',
  support: 'demo-support',
} as const;

/** The interface has no company names; these keys are only for our tests and docs. */
export const COMPANIES = {
  alpha: '3f6c2a1e-8d4b-4f7a-9c2e-5b1d7e9a0c11',
  beta: '7a9e4c2b-1f3d-4b6e-8a5c-9d2f0e4b6c22',
  gamma: 'b2d8f4a6-5c1e-4a3b-9e7d-1c6a8f2b4d33',
} as const;

export const PERMISSIONS = {
  read: 'equipment.read',
  update: 'equipment.update',
  reset: 'controller.reset',
  controllerUpdate: 'controller.update',
} as const;

export type PersonaKey = keyof typeof TOKENS;

export interface Persona {
  key: PersonaKey | 'service';
  token: string;
  guid: string;
  email: string;
  username: string;
  firstname: string;
  lastname: string;
  /** company guid → permission ids held there */
  companies: Readonly<Record<string, readonly string[]>>;
  summary: string;
  /** false: endpoint 5 answers without `limit`s, so the dashboard's configured limits apply. */
  counterLimits?: false;
}

const ALL = Object.values(PERMISSIONS);

export const PERSONAS: Readonly<Record<PersonaKey, Persona>> = {
  operator: {
    key: 'operator',
    token: TOKENS.operator,
    guid: 'a11ce000-0000-4000-8000-00000000f001',
    email: 'olivia.operator@example.com',
    username: 'ooperator',
    firstname: 'Olivia',
    lastname: 'Operator',
    companies: { [COMPANIES.alpha]: ALL, [COMPANIES.beta]: ALL, [COMPANIES.gamma]: ALL },
    summary: 'fleet operator: 3 companies, read + edit + reset + update',
  },
  owner: {
    key: 'owner',
    token: TOKENS.owner,
    guid: 'a11ce000-0000-4000-8000-00000000f002',
    email: 'oscar.owner@example.com',
    username: 'oowner',
    firstname: 'Oscar',
    lastname: 'Owner',
    companies: { [COMPANIES.gamma]: [PERMISSIONS.read, PERMISSIONS.update] },
    summary: 'salon owner: 1 small company, read + edit information (no reset/update)',
  },
  support: {
    key: 'support',
    token: TOKENS.support,
    guid: 'a11ce000-0000-4000-8000-00000000f003',
    email: 'sam.support@example.com',
    username: 'ssupport',
    firstname: 'Sam',
    lastname: 'Support',
    companies: {
      [COMPANIES.alpha]: [PERMISSIONS.read, PERMISSIONS.reset, PERMISSIONS.controllerUpdate],
      [COMPANIES.beta]: [PERMISSIONS.read, PERMISSIONS.reset, PERMISSIONS.controllerUpdate],
    },
    summary: 'technical support: 2 companies, read + reset + update (no editing)',
    counterLimits: false,
  },
};

/**
 * The fleet engine's built-in service identity (server/README.md): every company, every
 * permission. Not a persona of the sign-in screen; the engine reads the fleet and sends commands
 * with it when `npm start` runs the simulator (no --service-token).
 */
export const SERVICE_IDENTITY: Persona = {
  key: 'service',
  token: 'sim-engine-service-token',
  guid: 'a11ce000-0000-4000-8000-00000000e001',
  email: 'engine@sim.local',
  username: 'engine',
  firstname: 'Fleet',
  lastname: 'Engine',
  companies: { [COMPANIES.alpha]: ALL, [COMPANIES.beta]: ALL, [COMPANIES.gamma]: ALL },
  summary: 'the fleet engine: every company, every permission',
};

export interface ShowcaseUnit {
  guid: string;
  serial: string;
  alias: string;
  companies: readonly string[];
  /** The state the dashboard must derive (docs/decisions.md#equipment-state), or 'unknown'. */
  state: EquipmentState | 'unknown';
  shows: string;
}

function unit(
  n: number,
  alias: string,
  companies: readonly string[],
  state: ShowcaseUnit['state'],
  shows: string,
): ShowcaseUnit {
  const nn = String(n).padStart(2, '0');
  return {
    guid: `5ca5e000-0000-4000-8000-0000000000${nn}`,
    serial: `2499${String(n).padStart(6, '0')}`,
    alias,
    companies,
    state,
    shows,
  };
}

const { alpha, beta, gamma } = COMPANIES;

const inSession = unit(
  12,
  'Showcase: in-session',
  [alpha],
  'in-session',
  'session running (pinned), service module with hot lamps',
);
const offline = unit(
  16,
  'Showcase: offline',
  [beta],
  'offline',
  'device.last_ping 3 h before world start',
);
const noDevice = unit(17, 'Showcase: no device', [beta], 'no-device', 'no device object at all');
const timeout = unit(
  18,
  'Showcase: controller timeout',
  [alpha],
  'controller-timeout',
  'communication.timeout true, stale controller.timestamp',
);

/** One unit per derived state; offline/no-device/controller-timeout are the named units below. */
export const SHOWCASE_STATES: Readonly<Record<EquipmentState, ShowcaseUnit>> = {
  'controller-powerup': unit(1, 'Showcase: powerup', [alpha], 'controller-powerup', 'state code 0'),
  'controller-pincode': unit(2, 'Showcase: pincode', [alpha], 'controller-pincode', 'state code 1'),
  'controller-config-view': unit(
    3,
    'Showcase: config view',
    [alpha],
    'controller-config-view',
    'state code 2',
  ),
  'controller-quickstatus-view': unit(
    4,
    'Showcase: quickstatus view',
    [alpha],
    'controller-quickstatus-view',
    'state code 3',
  ),
  'controller-setting-time': unit(
    5,
    'Showcase: setting time',
    [alpha],
    'controller-setting-time',
    'state code 4',
  ),
  'controller-warning': unit(
    6,
    'Showcase: warning',
    [alpha],
    'controller-warning',
    'state code 5, bit 17 (E22 change lamps)',
  ),
  'controller-error': unit(
    7,
    'Showcase: error',
    [alpha],
    'controller-error',
    'state code 6, bit 5 (E5 critical)',
  ),
  'controller-confirm': unit(8, 'Showcase: confirm', [alpha], 'controller-confirm', 'state code 7'),
  'controller-copy-files': unit(
    9,
    'Showcase: copy files',
    [alpha],
    'controller-copy-files',
    'state code 8 (busy: reset/update answer 409)',
  ),
  'controller-online-update': unit(
    10,
    'Showcase: online update',
    [alpha],
    'controller-online-update',
    'state code 9 (busy)',
  ),
  'stand-by': unit(11, 'Showcase: stand-by', [alpha], 'stand-by', 'state code 10'),
  'in-session': inSession,
  cooldown: unit(13, 'Showcase: cooldown', [beta], 'cooldown', 'state code 12'),
  'session-paused': unit(
    14,
    'Showcase: session paused',
    [beta],
    'session-paused',
    'state code 13 (reset/update answer 409)',
  ),
  cleaning: unit(15, 'Showcase: cleaning', [gamma], 'cleaning', 'state code 14'),
  offline,
  'no-device': noDevice,
  'controller-timeout': timeout,
};

/** Latest temperature log of SHOWCASE.temperatures (tenths of °C): ntc1 253 → 25.3 °C. */
export const TEMPERATURES_LATEST: Readonly<Record<string, number>> = {
  ntc1: 253,
  ntc2: 248,
  ntc3: 214,
  ntc4: 236,
  ntc5: 297,
  ntc6: 301,
  ntc7: 305,
  ntc8: 299,
  ntc9: 198,
  ntc10: 262,
  ntc11: 281,
  ntc12: 279,
  ntc13: 264,
  ntc14: 266,
  ntc15: 263,
  ntc16: 268,
  ntc17: 255,
  led1: 241,
  led2: 243,
  led3: 240,
  led4: 245,
  led5: 242,
  led6: 244,
};

export const SHOWCASE = {
  states: SHOWCASE_STATES,
  inSession,
  offline,
  noDevice,
  timeout,
  unknownState: unit(
    19,
    'Showcase: unknown state',
    [alpha],
    'unknown',
    'controller.state 42 (not in the state table)',
  ),
  errors: unit(
    20,
    'Showcase: error bits',
    [beta, gamma],
    'controller-error',
    'active_errors bits 0,17,33,34,40,41 + unassigned 38; logs hold HTML/script strings',
  ),
  bigErrors: unit(
    21,
    'Showcase: big integer',
    [alpha],
    'stand-by',
    'active_errors bits 52,53,63 = 9236882835736887296 (> 2^53, exact in JSON text)',
  ),
  temperatures: unit(
    22,
    'Showcase: temperatures',
    [alpha, gamma],
    'stand-by',
    'SERVICE_MODULE, release 4.9.0, latest log = TEMPERATURES_LATEST',
  ),
  noTemperatures: unit(
    23,
    'Showcase: no temperatures',
    [beta],
    'stand-by',
    'SERVICE_MODULE but release 4.7.3: no temperature logs',
  ),
  minimal: unit(
    24,
    'Showcase: minimal',
    [alpha],
    'no-device',
    'only _meta, app, serial, model, type (no company_guids, no alias)',
  ),
  malformed: unit(
    25,
    'Showcase: malformed',
    [beta],
    'offline',
    'optional fields of wrong types (alias 42, location "Amsterdam", ...)',
  ),
  manyLogs: unit(26, 'Showcase: 100k logs', [alpha], 'stand-by', 'exactly 100,000 device logs'),
  resettable: unit(
    27,
    'Showcase: resettable',
    [alpha],
    'stand-by',
    'stand-by, release 4.9.2; reset/update targets (update → 4.10.0)',
  ),
  allErrors: unit(
    29,
    'Showcase: all errors',
    [beta],
    'controller-error',
    'every catalogued bit (0-36, 40, 41) set at once',
  ),
  shared: unit(
    28,
    'Showcase: shared',
    [beta, gamma],
    'stand-by',
    'linked to beta and gamma: owner may edit, support may reset',
  ),
} as const;

/**
 * Units whose updates always fail, whoever asks: copy-files, then controller-error, then powerup
 * back on the old release (campaign tests: a wave with known failures). Resets work as usual.
 * Both are seen by demo-operator and demo-support.
 */
export const UPDATE_FAILS: readonly ShowcaseUnit[] = [
  SHOWCASE_STATES['stand-by'],
  SHOWCASE.noTemperatures,
];

export const BIG_ERRORS_VALUE = '9236882835736887296';
export const ERRORS_BITS = [0, 17, 33, 34, 38, 40, 41] as const;
export const MANY_LOGS_COUNT = 100_000;

/** Every distinct showcase unit, in the order they lead the equipment list. */
export const SHOWCASE_UNITS: readonly ShowcaseUnit[] = [
  ...new Set<ShowcaseUnit>([
    ...Object.values(SHOWCASE_STATES),
    ...Object.values(SHOWCASE).filter((v): v is ShowcaseUnit => 'guid' in v),
  ]),
].sort((a, b) => a.guid.localeCompare(b.guid));
