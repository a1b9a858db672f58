import { useSyncExternalStore } from 'react';

// The service has no company names; users label them per browser (docs/decisions.md#companies).
const KEY = 'sunbed-fleet.company-labels';
type Labels = Record<string, string>;
const listeners = new Set<() => void>();

function readLabels(): Labels {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

let labels = readLabels();

export function setCompanyLabel(guid: string, label: string): void {
  const trimmed = label.trim().slice(0, 60);
  const next = { ...labels };
  if (trimmed) next[guid] = trimmed;
  else delete next[guid];
  labels = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage disabled: the label lasts for this page only.
  }
  for (const l of listeners) l();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useCompanyLabels(): Labels {
  return useSyncExternalStore(
    subscribe,
    () => labels,
    () => labels,
  );
}

export function shortGuid(guid: string): string {
  return guid.length > 13 ? `${guid.slice(0, 8)}…` : guid;
}

export function companyName(guid: string, all: Labels): string {
  return all[guid] ?? `Company ${shortGuid(guid)}`;
}
