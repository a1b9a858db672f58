import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, so "3 min ago" labels stay true. */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
