import type { ReactNode } from 'react';

/** The text with case-insensitive occurrences of `needle` in <mark>: text nodes only, never markup. */
export function Highlight({ text, needle }: { text: string; needle: string }): ReactNode {
  const n = needle.trim().toLowerCase();
  if (!n) return text;
  const lower = text.toLowerCase();
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = lower.indexOf(n); at >= 0 && parts.length < 200; at = lower.indexOf(n, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(
      <mark key={at} className="rounded-sm bg-highlight text-inherit">
        {text.slice(at, at + n.length)}
      </mark>,
    );
    from = at + n.length;
  }
  parts.push(text.slice(from));
  return parts;
}
