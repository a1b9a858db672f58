import { createNameMap } from './name-map';

// The service has no company names; users label them per browser (docs/decisions.md#companies),
// per identity (the next person on the computer sees none of them).
const labels = createNameMap('company-labels', 'sunbed-fleet.company-labels', 60);

export function setCompanyLabel(guid: string, label: string): void {
  labels.set(guid, label);
}

export function useCompanyLabels(): Readonly<Record<string, string>> {
  return labels.use();
}

export function shortGuid(guid: string): string {
  return guid.length > 13 ? `${guid.slice(0, 8)}…` : guid;
}
