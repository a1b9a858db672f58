import { useCallback, useState } from 'react';
import { useWakeLock, wakeLockSupported, type WakeLockProblem } from './use-wake-lock';

const text = {
  label: 'Keep screen on',
  problem: {
    unsupported: 'This browser cannot keep the screen on; use the device’s display settings.',
    refused: 'The browser refused to keep the screen on (battery saver or permissions).',
  } satisfies Record<WakeLockProblem, string>,
};

/** A switch for a tablet on the front desk: the board stays visible instead of going dark. */
export function KeepScreenOn() {
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<WakeLockProblem>();
  const onProblem = useCallback((p: WakeLockProblem) => {
    setProblem(p);
    setOn(false);
  }, []);
  useWakeLock(on, onProblem);

  function toggle(next: boolean) {
    if (next && !wakeLockSupported()) {
      setProblem('unsupported');
      return;
    }
    setProblem(undefined);
    setOn(next);
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <label className="flex cursor-pointer items-center gap-3 text-lg font-medium">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(e) => toggle(e.target.checked)}
          className="h-6 w-6 accent-accent-solid"
        />
        {text.label}
      </label>
      {problem && (
        <p role="status" className="text-base text-fg-soft">
          {text.problem[problem]}
        </p>
      )}
    </div>
  );
}
