// The words of the daily digest in each language (docs/decisions.md#notifications).
import type { Language } from './message-words.ts';

interface DigestWords {
  subject: string;
  service: string;
  errors: string;
  none: string;
  more: (n: number) => string;
  usage: (hours: string, units: number) => string;
  noUsage: string;
  open: string;
  footer: string;
}

export const DIGEST_WORDS: Readonly<Record<Language, DigestWords>> = {
  en: {
    subject: 'Daily summary',
    service: 'Service due or overdue',
    errors: 'Errors',
    none: 'none',
    more: (n) => `… and ${n} more`,
    usage: (hours, units) =>
      `Usage yesterday: ${hours} h on ${units} ${units === 1 ? 'unit' : 'units'}`,
    noUsage: 'Usage yesterday: no use recorded',
    open: 'Open the dashboard',
    footer: 'You receive this daily summary because you chose it on the Sunbed Fleet dashboard.',
  },
  nl: {
    subject: 'Dagelijks overzicht',
    service: 'Onderhoud nodig of te laat',
    errors: 'Fouten',
    none: 'geen',
    more: (n) => `… en nog ${n}`,
    usage: (hours, units) =>
      `Gebruik gisteren: ${hours} u op ${units} ${units === 1 ? 'apparaat' : 'apparaten'}`,
    noUsage: 'Gebruik gisteren: geen gebruik geregistreerd',
    open: 'Open het dashboard',
    footer: 'U ontvangt dit dagelijkse overzicht omdat u het koos in het Sunbed Fleet-dashboard.',
  },
  de: {
    subject: 'Tägliche Übersicht',
    service: 'Wartung fällig oder überfällig',
    errors: 'Fehler',
    none: 'keine',
    more: (n) => `… und ${n} weitere`,
    usage: (hours, units) =>
      `Nutzung gestern: ${hours} h auf ${units} ${units === 1 ? 'Gerät' : 'Geräten'}`,
    noUsage: 'Nutzung gestern: keine Nutzung erfasst',
    open: 'Dashboard öffnen',
    footer:
      'Sie erhalten diese tägliche Übersicht, weil Sie sie im Sunbed-Fleet-Dashboard gewählt haben.',
  },
};
