// Reading `location.geometry` (docs/decisions.md#sites). The interface only says "latitude /
// longitude", so every common shape is read; coordinates must be finite JSON numbers (a numeric
// string is not read: the document schema reads lat/lng as numbers too, so both agree).

export interface LatLng {
  lat: number;
  lng: number;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function point(lat: unknown, lng: unknown): LatLng | undefined {
  if (!isNum(lat) || !isNum(lng)) return undefined;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return undefined;
  // (0, 0) is what a device without a fix reports: "no location", not the Gulf of Guinea.
  if (lat === 0 && lng === 0) return undefined;
  return { lat, lng };
}

/**
 * `{lat, lng}`, `{lat, lon}`, `{latitude, longitude}` or a GeoJSON Point (`coordinates: [lng,
 * lat]`); out of range, exactly (0, 0) or anything else → undefined ("no location").
 */
export function readGeometry(raw: unknown): LatLng | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const g = raw as Record<string, unknown>;
  if ('lat' in g && 'lng' in g) return point(g.lat, g.lng);
  if ('lat' in g && 'lon' in g) return point(g.lat, g.lon);
  if ('latitude' in g && 'longitude' in g) return point(g.latitude, g.longitude);
  const c = g.coordinates;
  if (Array.isArray(c) && (g.type === undefined || g.type === 'Point') && c.length >= 2)
    return point(c[1], c[0]);
  return undefined;
}
