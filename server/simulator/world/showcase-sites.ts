// Where the showcase units stand: fixed salons, so the map and the sites table have known
// content per persona (owner: two salons sharing place ids, one geometry-only unit, one at (0, 0)).
import { SHOWCASE, SHOWCASE_STATES as S, type ShowcaseUnit } from '../fixtures.ts';
import { timezoneOffsetSeconds } from './catalogs.ts';
import type { Geometry, Location } from './profile.ts';
import { TIMEZONES } from './towns.ts';

interface ShowcaseSite {
  placeId: string | undefined;
  description: string;
  city: string;
  country: 'NL' | 'BE' | 'DE';
  lat: number;
  lng: number;
  units: readonly ShowcaseUnit[];
}

const site = (
  placeId: string | undefined,
  description: string,
  city: string,
  country: ShowcaseSite['country'],
  lat: number,
  lng: number,
  units: readonly ShowcaseUnit[],
): ShowcaseSite => ({ placeId, description, city, country, lat, lng, units });

export const SHOWCASE_SITES: readonly ShowcaseSite[] = [
  site('ChIJshowcase0001amsterdam', 'Sun City, Damrak 70', 'Amsterdam', 'NL', 52.3745, 4.8975, [
    S['controller-powerup'],
    S['controller-pincode'],
    S['controller-config-view'],
    S['controller-quickstatus-view'],
  ]),
  site(
    'ChIJshowcase0002rotterdam',
    'Tan Republic, Witte de Withstraat 21',
    'Rotterdam',
    'NL',
    51.9162,
    4.4765,
    [
      S['controller-setting-time'],
      S['controller-warning'],
      S['controller-error'],
      S['controller-confirm'],
    ],
  ),
  site('ChIJshowcase0003antwerpen', 'Bronze Lounge, Meir 50', 'Antwerpen', 'BE', 51.218, 4.409, [
    S['controller-copy-files'],
    S['controller-online-update'],
    S['stand-by'],
    SHOWCASE.inSession,
  ]),
  site('ChIJshowcase0004koeln', 'Golden Glow, Hohe Straße 80', 'Köln', 'DE', 50.9368, 6.9566, [
    SHOWCASE.timeout,
    SHOWCASE.unknownState,
    SHOWCASE.bigErrors,
  ]),
  site(
    'ChIJshowcase0005eindhoven',
    'Sunlounge, Stratumseind 12',
    'Eindhoven',
    'NL',
    51.4381,
    5.4796,
    [SHOWCASE.manyLogs, SHOWCASE.resettable],
  ),
  site('ChIJshowcase0006gent', 'Glow Bar, Veldstraat 33', 'Gent', 'BE', 51.051, 3.722, [
    S.cooldown,
    S['session-paused'],
    SHOWCASE.offline,
  ]),
  site(
    'ChIJshowcase0007duesseldorf',
    'Suntime, Königsallee 60',
    'Düsseldorf',
    'DE',
    51.2243,
    6.78,
    [SHOWCASE.noDevice, SHOWCASE.allErrors],
  ),
  site(undefined, 'Beach Club, Avenue Louise 120', 'Brussel', 'BE', 50.83, 4.36, [
    SHOWCASE.noTemperatures,
  ]),
  site(
    'ChIJshowcase0009utrecht',
    'Zonnestudio De Zon, Oudegracht 112',
    'Utrecht',
    'NL',
    52.09,
    5.119,
    [S.cleaning, SHOWCASE.errors],
  ),
  site(
    'ChIJshowcase0010amersfoort',
    'Zonnestudio De Zon, Langestraat 40',
    'Amersfoort',
    'NL',
    52.157,
    5.386,
    [SHOWCASE.temperatures, SHOWCASE.shared],
  ),
];

/** Each alternative geometry shape shows up on a known showcase unit. */
function geometryOf(guid: string, lat: number, lng: number): Geometry {
  if (guid === SHOWCASE.bigErrors.guid) return { lat, lon: lng };
  if (guid === SHOWCASE.resettable.guid) return { latitude: lat, longitude: lng };
  if (guid === SHOWCASE.noTemperatures.guid) return { type: 'Point', coordinates: [lng, lat] };
  return { lat, lng };
}

/** The location of a showcase unit, or undefined when it has no fixed site. */
export function showcaseLocation(guid: string, t0: number): Location | undefined {
  const s = SHOWCASE_SITES.find((x) => x.units.some((u) => u.guid === guid));
  if (!s) return undefined;
  const timezone = TIMEZONES[s.country];
  return {
    ...(s.placeId ? { place_id: s.placeId } : {}),
    description: s.description,
    country: s.country,
    city: s.city,
    timezone,
    timezone_offset: timezoneOffsetSeconds(timezone, t0),
    geometry: geometryOf(guid, s.lat, s.lng),
  };
}
