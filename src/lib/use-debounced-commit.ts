import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A draft of `value` that is committed after a pause in typing, so each key press is not a new
 * URL entry or request. A new `value` from outside (back button, Clear) replaces the draft.
 */
export function useDebouncedCommit(
  value: string,
  commit: (value: string) => void,
  delayMs = 300,
): readonly [string, (next: string) => void] {
  const [draft, setDraft] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setDraft(value);
  }
  const onCommit = useEffectEvent(commit);
  useEffect(() => {
    if (draft === value) return;
    const id = setTimeout(() => onCommit(draft), delayMs);
    return () => clearTimeout(id);
  }, [draft, value, delayMs]);
  return [draft, setDraft] as const;
}
