import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface DeadEndProps {
  /** The page's h1: what is not there. */
  title: ReactNode;
  /** Why, in a sentence. */
  children: ReactNode;
  /** The way back. */
  back: { to: string; label: ReactNode };
  /** Attention: the user asked for something they may not see (read out as an alert). */
  tone?: 'neutral' | 'attention';
}

const TONES = {
  neutral: 'border-line bg-surface',
  attention: 'border-attention-line bg-attention-subtle text-attention-on-soft',
};

/** A page that cannot be shown (unknown address, unit or company): says so and offers the way back. */
export function DeadEnd({ title, children, back, tone = 'neutral' }: DeadEndProps) {
  return (
    <div
      role={tone === 'attention' ? 'alert' : undefined}
      className={`rounded-lg border p-6 ${TONES[tone]}`}
    >
      <h1 className="text-lg font-semibold">{title}</h1>
      <p className="mt-1 text-sm break-words">{children}</p>
      <Link className="mt-3 inline-block font-medium underline" to={back.to}>
        {back.label}
      </Link>
    </div>
  );
}
