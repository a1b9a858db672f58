import type { AuditFilters } from '@/api/engine/audit';
import { useUrlParam } from '@/lib/use-url-param';

// The activity page's filters live in the URL (shareable, kept on reload): unit, action, who,
// and from/to as dates (YYYY-MM-DD, whole days in this browser's time zone).

export type FilterKey = 'unit' | 'action' | 'actor' | 'from' | 'to';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const startOf = (day: string) => (DAY.test(day) ? new Date(`${day}T00:00`).getTime() : undefined);
const endOf = (day: string) =>
  DAY.test(day) ? new Date(`${day}T00:00`).getTime() + 86_400_000 - 1 : undefined;

export function useActivityFilters() {
  const [params, setParam] = useUrlParam();
  const text = (key: FilterKey) => params.get(key) ?? '';
  const filters: AuditFilters = {
    unit: text('unit') || undefined,
    action: text('action') || undefined,
    actor: text('actor') || undefined,
    from: startOf(text('from')),
    to: endOf(text('to')),
  };
  const set = (key: FilterKey, value: string) => setParam(key, value);
  return { text, filters, set };
}
