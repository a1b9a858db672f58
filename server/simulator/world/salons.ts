// Where units stand: salons across NL, BE and DE, several units per salon sharing a place_id,
// and the awkward location data a real fleet has (no geometry, other geometry shapes, (0, 0)).
import { hash32, hex, toUnit } from '../random.ts';
import { timezoneOffsetSeconds } from './catalogs.ts';
import type { Geometry, Location } from './location.ts';
import { SALON_NAMES, STREETS, TIMEZONES, TOWNS, type Town } from './towns.ts';

const BLOCK = 8;
/** Generated units 0 and 1 belong to the small company (gamma): they get fixed places below. */
const FIRST_SALON_UNIT = 2;

const CUMULATIVE = (() => {
  let sum = 0;
  return TOWNS.map((t) => (sum += t.weight));
})();

function townAt(u: number): Town {
  const target = u * CUMULATIVE[CUMULATIVE.length - 1]!;
  let lo = 0;
  let hi = CUMULATIVE.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (CUMULATIVE[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return TOWNS[lo]!;
}

export interface SalonSlot {
  /** Salon id (unique per world), or -1 for the two fixed units. */
  salon: number;
  /** Position of the unit inside its salon (0-based) and the salon's size. */
  position: number;
  size: number;
}

/** Blocks of 8 generated units split into 1–3 salons (sizes 1–8, ~4 on average): O(1) per unit. */
export function salonSlot(seed: number, g: number): SalonSlot {
  if (g < FIRST_SALON_UNIT) return { salon: -1, position: 0, size: 1 };
  const b = Math.floor((g - FIRST_SALON_UNIT) / BLOCK);
  const o = (g - FIRST_SALON_UNIT) % BLOCK;
  const h = hash32(seed, b, 31);
  const parts = 1 + (h % 3);
  const cut1 = parts === 1 ? BLOCK : parts === 2 ? 2 + ((h >>> 4) % 5) : 1 + ((h >>> 4) % 3);
  const cut2 = parts === 3 ? cut1 + 2 + ((h >>> 8) % 3) : BLOCK;
  const part = o < cut1 ? 0 : o < cut2 ? 1 : 2;
  const start = part === 0 ? 0 : part === 1 ? cut1 : cut2;
  const end = part === 0 ? cut1 : part === 1 ? cut2 : BLOCK;
  return { salon: b * 3 + part, position: o - start, size: end - start };
}

interface SalonPlace {
  placeId: string;
  name: string;
  description: string;
  town: Town;
  lat: number;
  lng: number;
}

function salonPlace(seed: number, salon: number): SalonPlace {
  const h = hash32(seed, salon, 32);
  const town = townAt(toUnit(h));
  // Denser in the centre: distance uniform in [0, r], r grows with the town.
  const r = 1.5 + Math.sqrt(town.weight) * 0.5;
  const d = r * toUnit(hash32(seed, salon, 33));
  const a = 2 * Math.PI * toUnit(hash32(seed, salon, 34));
  const lat = town.lat + (d * Math.cos(a)) / 111.2;
  const lng = town.lng + (d * Math.sin(a)) / (111.2 * Math.cos((town.lat * Math.PI) / 180));
  const name = SALON_NAMES[(h >>> 8) % SALON_NAMES.length]!;
  const streets = STREETS[town.country];
  const street = streets[(h >>> 16) % streets.length]!;
  return {
    placeId: `ChIJ${hex(hash32(seed, salon, 35), 8)}${hex(h, 8)}`,
    name,
    description: `${name}, ${street} ${1 + ((h >>> 20) % 180)}`,
    town,
    lat: +lat.toFixed(5),
    lng: +lng.toFixed(5),
  };
}

/** A geometry in one of the shapes real documents use (docs/decisions.md#sites). */
function shaped(lat: number, lng: number, u: number): Geometry {
  if (u < 0.02) return { lat, lon: lng };
  if (u < 0.04) return { latitude: lat, longitude: lng };
  if (u < 0.06) return { type: 'Point', coordinates: [lng, lat] };
  return { lat, lng };
}

function base(town: Town, description: string, t0: number) {
  const timezone = TIMEZONES[town.country];
  return {
    description,
    country: town.country,
    city: town.city,
    timezone,
    timezone_offset: timezoneOffsetSeconds(timezone, t0),
  };
}

export interface SalonUnit {
  location: Location | undefined;
  /** The salon's name, for the alias ("<salon> cabin <n>"). */
  salonName: string;
  cabin: number;
}

/** Where generated unit g stands. */
export function salonUnit(seed: number, g: number, t0: number): SalonUnit {
  const slot = salonSlot(seed, g);
  if (slot.salon < 0) return FIXED_UNITS[g]!(t0);
  const salon = salonPlace(seed, slot.salon);
  const u = toUnit(hash32(seed, g, 36));
  const cabin = slot.position + 1;
  const out = (location: Location | undefined) => ({ location, salonName: salon.name, cabin });
  // About 1 in 25 units has no usable location: none at all, no geometry, or (0, 0).
  if (u < 0.01) return out(undefined);
  const b = base(salon.town, u < 0.92 ? salon.description : salon.name, t0);
  if (u < 0.025) return out(b);
  if (u < 0.04) return out({ ...b, geometry: { lat: 0, lng: 0 } });
  // Single-unit salons sometimes lack a place_id: they are grouped by their geometry.
  const noPlaceId = slot.size === 1 && (hash32(seed, slot.salon, 37) & 1) === 0;
  const geometry = shaped(salon.lat, salon.lng, (u - 0.04) / 0.96);
  return out({
    ...(noPlaceId ? {} : { place_id: salon.placeId }),
    ...b,
    geometry,
  });
}

const HAARLEM = TOWNS.find((t) => t.city === 'Haarlem')!;

/** The small company's two generated units: one placed by geometry only, one at (0, 0). */
const FIXED_UNITS: ((t0: number) => SalonUnit)[] = [
  (t0) => ({
    location: {
      ...base(HAARLEM, 'Zonnestudio De Zon, Grote Markt 9', t0),
      geometry: { type: 'Point', coordinates: [4.63686, 52.38115] },
    },
    salonName: 'Zonnestudio De Zon',
    cabin: 1,
  }),
  (t0) => ({
    location: {
      ...base(HAARLEM, 'Zonnestudio De Zon (mobile unit)', t0),
      geometry: { lat: 0, lng: 0 },
    },
    salonName: 'Zonnestudio De Zon',
    cabin: 2,
  }),
];
