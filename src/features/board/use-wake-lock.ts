import { useEffect } from 'react';

export type WakeLockProblem = 'unsupported' | 'refused';

/** Whether this browser has the Screen Wake Lock API at all. */
export const wakeLockSupported = (): boolean =>
  typeof navigator !== 'undefined' && 'wakeLock' in navigator && !!navigator.wakeLock;

/**
 * Holds a screen wake lock while `on`: released when the page hides (the browser would drop it
 * anyway) and asked for again when it shows; released when turned off or the page goes.
 */
export function useWakeLock(on: boolean, onProblem: (problem: WakeLockProblem) => void): void {
  useEffect(() => {
    if (!on) return;
    // The switch does not turn on without the API (keep-screen-on.tsx says why).
    if (!wakeLockSupported()) return;
    let done = false;
    let asking = false;
    let held: WakeLockSentinel | null = null;
    const release = () => {
      const s = held;
      held = null;
      void s?.release().catch(() => undefined);
    };
    const acquire = async () => {
      if (done || asking || held || document.visibilityState !== 'visible') return;
      asking = true;
      try {
        const s = await navigator.wakeLock.request('screen');
        // Turned off (or the page left) while the browser was deciding.
        if (done) void s.release().catch(() => undefined);
        else {
          held = s;
          s.addEventListener('release', () => {
            if (held === s) held = null;
          });
        }
      } catch {
        if (!done) onProblem('refused');
      } finally {
        asking = false;
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void acquire();
      else release();
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', onVisibility);
      release();
    };
  }, [on, onProblem]);
}
