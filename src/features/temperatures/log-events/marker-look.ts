import type { IntlShape } from 'react-intl';
import type { LogEventDetail, LogMarker, MarkerKind } from '@/domain/equipment/log-markers';
import { formattersFor } from '@/lib/use-format';
import { isLocale } from '@/domain/locale';
import { kindMessages, messages, valueMessages } from './messages';

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

/** What the event's log says, in the language on screen (error descriptions stay as sent). */
function summaryText(intl: IntlShape, d: LogEventDetail): string {
  switch (d.kind) {
    case 'session':
      return intl.formatMessage(valueMessages.session, { minutes: d.minutes });
    case 'error': {
      const id = d.id ?? intl.formatMessage(messages.errorFallback);
      return d.description
        ? intl.formatMessage(valueMessages.error, { id, description: d.description })
        : id;
    }
    case 'boot':
      return intl.formatMessage(valueMessages.boot, {
        reason: d.reason ?? intl.formatMessage(messages.reasonNotGiven),
      });
    case 'parameter':
      return d.changed.length
        ? intl.formatMessage(valueMessages.changed, { list: d.changed.join(', ') })
        : intl.formatMessage(messages.settingsChanged);
  }
}

/** The tooltip and accessible name of a marker. */
export function markerLabel(intl: IntlShape, m: LogMarker): string {
  const f = formattersFor(isLocale(intl.locale) ? intl.locale : 'en');
  const more = m.hidden ? intl.formatMessage(valueMessages.more, { count: m.hidden }) : '';
  const label = intl.formatMessage(valueMessages.label, {
    kind: intl.formatMessage(kindMessages[m.kind]),
    time: f.absoluteTime(m.at),
    summary: summaryText(intl, m.detail),
  });
  return label + more;
}
