// A unit's `location` as the simulator writes it (profile.ts, salons.ts, showcase-sites.ts).

/** The shapes of `location.geometry` real documents use (salons.ts draws from all of them). */
export type Geometry =
  | { lat: number; lng: number }
  | { lat: number; lon: number }
  | { latitude: number; longitude: number }
  | { type: 'Point'; coordinates: [number, number] };

export interface Location {
  place_id?: string;
  description: string;
  country: string;
  city: string;
  geometry?: Geometry;
  timezone: string;
  timezone_offset: number;
}
