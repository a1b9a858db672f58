import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A link ending in `#unit-<guid>` (a QR label) brings that unit's card into view once it is on
 * the board, and moves the focus to its link. The browser's own jump to the fragment happens
 * before the fleet has loaded, when the card does not exist yet.
 */
export function useCardFromHash(cardCount: number): void {
  const { hash } = useLocation();
  const done = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!hash || done.current === hash) return;
    const card = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!card) return;
    done.current = hash;
    card.scrollIntoView({ block: 'start' });
    card.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
  }, [hash, cardCount]);
}
