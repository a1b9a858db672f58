import { MARKER_LABELS, type LogMarker, type MarkerKind } from '@/domain/log-markers';
import { formatAbsoluteTime } from '@/domain/time';

// Each kind its own shape and colour (≥ 3:1 on both themes), so they differ without colour too;
// on the charts errors draw a solid rule, the other kinds a dashed one.
export const MARKER_LOOK: Record<MarkerKind, { color: string; path: string; dash?: string }> = {
  'session-start': { color: '#16a34a', path: 'M0,-6 L6,5 L-6,5 Z', dash: '3 3' },
  'session-end': { color: '#0284c7', path: 'M0,6 L6,-5 L-6,-5 Z', dash: '3 3' },
  error: { color: '#dc2626', path: 'M0,-7 L7,0 L0,7 L-7,0 Z' },
  boot: { color: '#7c3aed', path: 'M-5,-5 H5 V5 H-5 Z', dash: '1 3' },
  parameter: { color: '#ca8a04', path: 'M0,-6 A6,6 0 1,1 0,6 A6,6 0 1,1 0,-6 Z', dash: '1 3' },
};
export const MARKER_KINDS = Object.keys(MARKER_LOOK) as MarkerKind[];

/** The tooltip and accessible name of a marker. */
export function markerLabel(m: LogMarker): string {
  const more = m.hidden ? ` (+${m.hidden} more in this pixel column)` : '';
  return `${MARKER_LABELS[m.kind]} at ${formatAbsoluteTime(m.at)}: ${m.summary}${more}`;
}
