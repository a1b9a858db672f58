// JSON with object keys sorted at every level: the same value always gives the same text, however
// the database (jsonb reorders keys) hands it back.
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sorted(value === undefined ? null : JSON.parse(JSON.stringify(value))));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(obj).sort()) out[key] = sorted(obj[key]);
  return out;
}
