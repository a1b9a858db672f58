import { useCallback, useSyncExternalStore } from 'react';
import { normalizeSensorId } from '@/domain/sensors';

// Hidden series are kept per browser (all units alike), so a sensor a user never wants to see
// stays hidden on the next visit and on the next unit.
export const HIDDEN_SENSORS_KEY = 'sunbed-fleet.temperatures.hidden';
const EMPTY: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

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

function read(): ReadonlySet<string> {
  try {
    return parseHiddenSensors(localStorage.getItem(HIDDEN_SENSORS_KEY));
  } catch {
    return EMPTY;
  }
}

let current = read();

function write(next: ReadonlySet<string>): void {
  current = next;
  try {
    localStorage.setItem(HIDDEN_SENSORS_KEY, JSON.stringify([...next].sort()));
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== HIDDEN_SENSORS_KEY) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useHiddenSensors(): [ReadonlySet<string>, (sensor: string) => void] {
  const hidden = useSyncExternalStore(
    subscribe,
    () => current,
    () => EMPTY,
  );
  const toggle = useCallback((sensor: string) => {
    const next = new Set(current);
    const id = normalizeSensorId(sensor);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    write(next);
  }, []);
  return [hidden, toggle];
}
