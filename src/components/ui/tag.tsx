import type { ReactNode } from 'react';

const TONES = {
  fault: 'bg-fault-soft text-fault-on-soft',
  attention: 'bg-attention-soft text-attention-on-soft',
} as const;

/** A small inline marker beside a name, e.g. "Critical" on an error. */
export function Tag({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>
  );
}
