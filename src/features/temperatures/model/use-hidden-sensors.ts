import { useCallback } from 'react';
import { createStore, useStore } from '@/lib/create-store';
import { normalizeSensorId } from '@/domain/equipment/sensors';

// Hidden series are kept per browser (all units alike), so a sensor a user never wants to see
// stays hidden on the next visit and on the next unit.
export const HIDDEN_SENSORS_KEY = 'sunbed-fleet.temperatures.hidden';
const EMPTY: ReadonlySet<string> = new Set();

export function parseHiddenSensors(raw: string | null): ReadonlySet<string> {
  if (!raw) return EMPTY;
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return EMPTY;
    return new Set(list.filter((s): s is string => typeof s === 'string').map(normalizeSensorId));
  } catch {
    return EMPTY;
  }
}

const hiddenSensors = createStore<ReadonlySet<string>>(EMPTY, {
  key: HIDDEN_SENSORS_KEY,
  parse: parseHiddenSensors,
  serialize: (next) => JSON.stringify([...next].sort()),
});

export function useHiddenSensors(): [ReadonlySet<string>, (sensor: string) => void] {
  const hidden = useStore(hiddenSensors, (s) => s, EMPTY);
  const toggle = useCallback((sensor: string) => {
    const next = new Set(hiddenSensors.get());
    const id = normalizeSensorId(sensor);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    hiddenSensors.set(next);
  }, []);
  return [hidden, toggle];
}
