import type { ReactNode } from 'react';
import type { BoardWord } from '@/domain/equipment/board-words';

// A shape per word, so the word never rests on colour alone (it is always written beside it).
const SHAPES: Record<BoardWord, ReactNode> = {
  Free: <path d="M6 12.5l4 4 8-9" />,
  'In session': (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
    </>
  ),
  Paused: <path d="M9 6v12M15 6v12" />,
  'Cooling down': (
    <path d="M12 2v20M3.3 7l17.4 10M3.3 17L20.7 7M9 3.5l3 2.5 3-2.5M9 20.5l3-2.5 3 2.5" />
  ),
  'Needs cleaning': <path d="M12 3c3.5 4.5 6 7.6 6 10.5a6 6 0 0 1-12 0C6 10.6 8.5 7.5 12 3z" />,
  Busy: <path d="M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9" />,
  Attention: (
    <>
      <path d="M12 3l10 18H2z" />
      <path d="M12 10v5M12 18v.5" />
    </>
  ),
  Fault: (
    <>
      <path d="M8 2h8l6 6v8l-6 6H8l-6-6V8z" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
  Offline: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.6 5.6l12.8 12.8" />
    </>
  ),
  Unknown: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17v.5" />
    </>
  ),
};

/** A stroked 24×24 icon, hidden from screen readers (the word is written beside it). */
function StrokeIcon({ className, children, ...data }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...data}
    >
      {children}
    </svg>
  );
}

export function BoardIcon({ word, className }: { word: BoardWord; className?: string }) {
  return (
    <StrokeIcon className={className} data-shape={word}>
      {SHAPES[word]}
    </StrokeIcon>
  );
}

/** A wrench, beside "Service due". */
export function ServiceIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" />
    </StrokeIcon>
  );
}
