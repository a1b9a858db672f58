import { useCallback, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { messages } from './messages';
import { useWakeLock, wakeLockSupported, type WakeLockProblem } from './use-wake-lock';
import { Checkbox } from '@/components/ui/checkbox';

const PROBLEM = {
  unsupported: messages.wakeLockUnsupported,
  refused: messages.wakeLockRefused,
} satisfies Record<WakeLockProblem, MessageDescriptor>;

/** A switch for a tablet on the front desk: the board stays visible instead of going dark. */
export function KeepScreenOn() {
  const intl = useIntl();
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
      <Checkbox look="large" role="switch" checked={on} onChange={toggle}>
        {intl.formatMessage(messages.keepScreenOn)}
      </Checkbox>
      {problem && (
        <p role="status" className="text-base text-fg-soft">
          {intl.formatMessage(PROBLEM[problem])}
        </p>
      )}
    </div>
  );
}
