import type { IntlShape } from 'react-intl';
import type { LogbookEntry } from '@/api/engine/work-orders';
import { counterNameText } from '@/components/ui/counter-names/counter-name-text';
import { formatMinutes } from '@/domain/units';
import type { Locale } from '@/domain/locale';
import { STATE_MESSAGES } from '../work-order-text';
import { messages } from './messages';

// A logbook entry in words, in the language on screen (the table, the printed logbook).

const KIND_MESSAGES = {
  'lamp-change': messages.kindLampChange,
  'acrylic-change': messages.kindAcrylicChange,
  irradiance: messages.kindIrradiance,
  'uv-type': messages.kindUvType,
  cleaning: messages.kindCleaning,
  inspection: messages.kindInspection,
  note: messages.kindNote,
  'part-change': messages.kindPartChange,
  reset: messages.kindReset,
  update: messages.kindUpdate,
  'work-order': messages.kindWorkOrder,
} as const;

const isKind = (kind: string): kind is keyof typeof KIND_MESSAGES =>
  Object.hasOwn(KIND_MESSAGES, kind);

export const kindText = (intl: IntlShape, kind: string) =>
  isKind(kind) ? intl.formatMessage(KIND_MESSAGES[kind]) : kind;

const str = (v: unknown) =>
  typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
const num = (v: unknown) => (typeof v === 'number' ? v : Number.NaN);

function described(intl: IntlShape, e: LogbookEntry, locale: Locale): string {
  const d = e.data;
  const t = intl.formatMessage;
  switch (e.kind) {
    case 'lamp-change':
      return t(messages.detailLamps, { count: num(d.count), lampType: str(d.lampType) });
    case 'irradiance':
      return t(messages.detailIrradiance, {
        value: intl.formatNumber(num(d.wPerM2), { maximumFractionDigits: 3 }),
        instrument: str(d.instrument),
        who: str(d.measuredBy),
      });
    case 'uv-type':
      return t(messages.detailUvType, { type: str(d.uvType) });
    case 'part-change':
      return t(messages.detailPartChange, {
        counter: counterNameText(intl, str(d.counterType)),
        reached: formatMinutes(num(d.valueReached), locale),
      });
    case 'reset':
      return t(messages.detailOutcome, { outcome: str(d.outcome) });
    case 'update':
      return d.version
        ? t(messages.detailVersion, { version: str(d.version), outcome: str(d.outcome) })
        : t(messages.detailOutcome, { outcome: str(d.outcome) });
    case 'work-order':
      if (d.reason === 'counter-reset')
        return t(messages.detailOrderCounter, { id: str(d.workOrderId) });
      return t(messages.detailOrder, {
        id: str(d.workOrderId),
        state:
          d.state === 'cancelled' || d.state === 'done' ? t(STATE_MESSAGES[d.state]) : str(d.state),
        reason: str(d.reason),
      });
    default:
      return '';
  }
}

/** The entry's details and its own text, joined. */
export function entryDetails(intl: IntlShape, e: LogbookEntry, locale: Locale): string {
  return [described(intl, e, locale), str(e.data.text)].filter(Boolean).join(' — ');
}
