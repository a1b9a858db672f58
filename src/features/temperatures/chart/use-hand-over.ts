import { useEffect, useRef } from 'react';

/** What reached a chart's first drawing: the pointer (its position) or the keyboard focus. */
type Reached = { x: number; y: number } | 'focus';

/**
 * The first drawing hands over to the recharts chart that replaces it: `reach` asks for the
 * recharts chart (`onReach`), and once it is mounted (`live`) it gets the pointer's position (a
 * mousemove on its wrapper: the tooltip shows without another move) or the focus, in the next
 * frame (recharts draws its surface in a second render).
 */
export function useHandOver(live: boolean, onReach: () => void) {
  const box = useRef<HTMLDivElement>(null);
  const reached = useRef<Reached | null>(null);
  const reach = (how: Reached) => {
    if (live) return;
    reached.current = how;
    onReach();
  };
  useEffect(() => {
    const how = reached.current;
    reached.current = null;
    const el = box.current;
    if (!live || !how || !el) return;
    const frame = requestAnimationFrame(() => {
      if (how === 'focus') {
        if (!el.contains(document.activeElement))
          el.querySelector<SVGElement>('.recharts-surface')?.focus();
      } else if (el.matches(':hover')) {
        el.querySelector('.recharts-wrapper')?.dispatchEvent(
          new MouseEvent('mousemove', { bubbles: true, clientX: how.x, clientY: how.y }),
        );
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [live]);
  return { box, reach };
}
