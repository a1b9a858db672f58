// The map's keyboard: arrows pan, + and - zoom, 0 or Home fits the fleet.

const PAN_STEP = 100;
const PANS: Record<string, [number, number]> = {
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
};

/** What a key does to the map: pan by pixels, zoom by a step, fit the fleet, or nothing. */
export function mapKeyAction(
  key: string,
): { pan: [number, number] } | { zoom: number } | 'fit' | undefined {
  const pan = PANS[key];
  if (pan) return { pan };
  if (key === '+' || key === '=') return { zoom: 1 };
  if (key === '-' || key === '_') return { zoom: -1 };
  if (key === '0' || key === 'Home') return 'fit';
  return undefined;
}
