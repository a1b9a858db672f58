import { createIdentityStore } from './identity-store';

// The service has no company names; users label them per browser (docs/decisions.md#companies),
// per identity (the next person on the computer sees none of them).
const LEGACY_KEY = 'sunbed-fleet.company-labels';
type Labels = Record<string, string>;

function parseLabels(raw: string | null): Labels {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

const labels = createIdentityStore<Labels>(
  'company-labels',
  {},
  { parse: parseLabels, serialize: (v) => (Object.keys(v).length ? JSON.stringify(v) : null) },
  LEGACY_KEY,
);

export function setCompanyLabel(guid: string, label: string): void {
  const trimmed = label.trim().slice(0, 60);
  const next = { ...labels.get() };
  if (trimmed) next[guid] = trimmed;
  else delete next[guid];
  labels.set(next);
}

export function useCompanyLabels(): Labels {
  return labels.use();
}

export function shortGuid(guid: string): string {
  return guid.length > 13 ? `${guid.slice(0, 8)}…` : guid;
}
