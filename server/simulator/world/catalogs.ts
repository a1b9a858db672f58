// Plausible reference data the generator draws from (fictional models and salons, real places).

export interface ModelInfo {
  name: string;
  code: number;
  type: 'horizontal' | 'vertical' | 'collagen';
  options: readonly string[];
}

export const MODELS: readonly ModelInfo[] = [
  { name: 'Aurelia 600', code: 11, type: 'horizontal', options: ['facial-tanner'] },
  {
    name: 'Aurelia 700 Sensation',
    code: 12,
    type: 'horizontal',
    options: ['facial-tanner', 'shoulder-tanner', 'aqua-cool'],
  },
  {
    name: 'Aurelia 800 Climate',
    code: 13,
    type: 'horizontal',
    options: ['facial-tanner', 'shoulder-tanner', 'climate-control', 'voice-guide'],
  },
  { name: 'Helio X5', code: 21, type: 'horizontal', options: ['facial-tanner', 'led-uv-red'] },
  {
    name: 'Helio X7 Ultra',
    code: 22,
    type: 'horizontal',
    options: ['facial-tanner', 'shoulder-tanner', 'climate-control', 'led-uv-red', 'sound-system'],
  },
  { name: 'Vertica 48', code: 31, type: 'vertical', options: ['aqua-cool', 'sound-system'] },
  {
    name: 'Vertica 52 Climate',
    code: 32,
    type: 'vertical',
    options: ['climate-control', 'aqua-cool', 'led-uv-red'],
  },
  { name: 'Collara Red 40', code: 41, type: 'collagen', options: ['led-uv-red'] },
];

export const COLORS: readonly { name: string; code: string }[] = [
  { name: 'Pearl White', code: 'RAL 1013' },
  { name: 'Graphite Grey', code: 'RAL 7024' },
  { name: 'Jet Black', code: 'RAL 9005' },
  { name: 'Champagne', code: 'RAL 1015' },
  { name: 'Ruby Red', code: 'RAL 3003' },
  { name: 'Ocean Blue', code: 'RAL 5020' },
];

export interface Place {
  city: string;
  country: string;
  timezone: string;
  lat: number;
  lng: number;
}

export const PLACES: readonly Place[] = [
  { city: 'Amsterdam', country: 'NL', timezone: 'Europe/Amsterdam', lat: 52.3676, lng: 4.9041 },
  { city: 'Rotterdam', country: 'NL', timezone: 'Europe/Amsterdam', lat: 51.9244, lng: 4.4777 },
  { city: 'Utrecht', country: 'NL', timezone: 'Europe/Amsterdam', lat: 52.0907, lng: 5.1214 },
  { city: 'Eindhoven', country: 'NL', timezone: 'Europe/Amsterdam', lat: 51.4416, lng: 5.4697 },
  { city: 'Antwerpen', country: 'BE', timezone: 'Europe/Brussels', lat: 51.2194, lng: 4.4025 },
  { city: 'Gent', country: 'BE', timezone: 'Europe/Brussels', lat: 51.0543, lng: 3.7174 },
  { city: 'Köln', country: 'DE', timezone: 'Europe/Berlin', lat: 50.9375, lng: 6.9603 },
  { city: 'Hamburg', country: 'DE', timezone: 'Europe/Berlin', lat: 53.5511, lng: 9.9937 },
  { city: 'München', country: 'DE', timezone: 'Europe/Berlin', lat: 48.1351, lng: 11.582 },
  { city: 'Wien', country: 'AT', timezone: 'Europe/Vienna', lat: 48.2082, lng: 16.3738 },
  { city: 'Zürich', country: 'CH', timezone: 'Europe/Zurich', lat: 47.3769, lng: 8.5417 },
  { city: 'Lyon', country: 'FR', timezone: 'Europe/Paris', lat: 45.764, lng: 4.8357 },
  { city: 'Madrid', country: 'ES', timezone: 'Europe/Madrid', lat: 40.4168, lng: -3.7038 },
  { city: 'Lisboa', country: 'PT', timezone: 'Europe/Lisbon', lat: 38.7223, lng: -9.1393 },
  { city: 'Manchester', country: 'GB', timezone: 'Europe/London', lat: 53.4808, lng: -2.2426 },
  { city: 'Dublin', country: 'IE', timezone: 'Europe/Dublin', lat: 53.3498, lng: -6.2603 },
  { city: 'København', country: 'DK', timezone: 'Europe/Copenhagen', lat: 55.6761, lng: 12.5683 },
  { city: 'Stockholm', country: 'SE', timezone: 'Europe/Stockholm', lat: 59.3293, lng: 18.0686 },
  { city: 'Warszawa', country: 'PL', timezone: 'Europe/Warsaw', lat: 52.2297, lng: 21.0122 },
  { city: 'Helsinki', country: 'FI', timezone: 'Europe/Helsinki', lat: 60.1699, lng: 24.9384 },
  { city: 'Toronto', country: 'CA', timezone: 'America/Toronto', lat: 43.6532, lng: -79.3832 },
  { city: "St. John's", country: 'CA', timezone: 'America/St_Johns', lat: 47.5615, lng: -52.7126 },
  {
    city: 'Los Angeles',
    country: 'US',
    timezone: 'America/Los_Angeles',
    lat: 34.0522,
    lng: -118.2437,
  },
  { city: 'Adelaide', country: 'AU', timezone: 'Australia/Adelaide', lat: -34.9285, lng: 138.6007 },
  { city: 'Auckland', country: 'NZ', timezone: 'Pacific/Auckland', lat: -36.8485, lng: 174.7633 },
];

export const SALONS: readonly string[] = [
  'Sunset Studio',
  'Golden Glow',
  'Bronze Lounge',
  'Tan Republic',
  'Sun City',
  'Beach Club',
  'Tropic Tan',
  'Solarium Centraal',
  'Sunlounge',
  'Glow Bar',
  'Zonnestudio De Zon',
  'Suntime',
];

export const RELEASES: readonly { version: string; hash: string }[] = [
  { version: '4.6.3', hash: '9c1f2ab' },
  { version: '4.7.1', hash: '3e8d0c4' },
  { version: '4.7.3', hash: 'b27a9f1' },
  { version: '4.8.0', hash: '5d41c7e' },
  { version: '4.8.2', hash: 'e09b3a6' },
  { version: '4.9.0', hash: '71fa2d8' },
  { version: '4.9.2', hash: 'c4d5e6f' },
  { version: '4.10.0', hash: '0ab13c9' },
];

export function releaseHash(version: string): string {
  return RELEASES.find((r) => r.version === version)?.hash ?? 'f00d' + version.replace(/\D/g, '');
}

/** 4.9.2 → 4.10.0: the next minor release, compared numerically (never as text). */
export function nextVersion(version: string | null): string {
  const [major = 4, minor = 9] = (version ?? '4.9.0').split('.').map(Number);
  return `${major}.${minor + 1}.0`;
}

export function versionAtLeast(version: string | null | undefined, major: number, minor: number) {
  if (typeof version !== 'string') return false;
  const [ma = 0, mi = 0] = version.split('.').map(Number);
  return ma > major || (ma === major && mi >= minor);
}

const offsetCache = new Map<string, number>();

/** UTC offset in seconds of an IANA zone at an instant (cached per zone and hour). */
export function timezoneOffsetSeconds(timezone: string, at: number): number {
  const key = `${timezone}@${Math.floor(at / 3_600_000)}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const name = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  const seconds = match
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 3600 + Number(match[3]) * 60)
    : 0;
  offsetCache.set(key, seconds);
  return seconds;
}
