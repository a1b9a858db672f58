// The words of a notification in each language (docs/decisions.md#notifications); names of rules as
// the alerts page shows them (src/features/alerts/messages*.json).
export type Language = 'en' | 'nl' | 'de';

export interface Words {
  rules: Record<string, string>;
  firing: string;
  resolved: string;
  reminder: string;
  test: string;
  unit: string;
  site: string;
  rule: string;
  value: string;
  since: string;
  open: string;
  fleet: string;
  footer: string;
}

export const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    rules: {
      offline: 'Unit offline',
      'critical-error': 'Critical error active',
      fault: 'Fault state',
      'service-overdue': 'Service overdue',
      'service-due': 'Service due soon',
      'no-data': 'No data',
      'work-order-overdue': 'Work order overdue',
    },
    firing: 'Alert',
    resolved: 'Resolved',
    reminder: 'Still firing, not acknowledged',
    test: 'Test message',
    unit: 'Unit',
    site: 'Site',
    rule: 'Rule',
    value: 'Value',
    since: 'Since',
    open: 'Open the unit',
    fleet: 'Fleet',
    footer: 'You receive this because of your notification settings on the Sunbed Fleet dashboard.',
  },
  nl: {
    rules: {
      offline: 'Apparaat offline',
      'critical-error': 'Kritieke fout actief',
      fault: 'Storing',
      'service-overdue': 'Onderhoud te laat',
      'service-due': 'Onderhoud binnenkort nodig',
      'no-data': 'Geen gegevens',
      'work-order-overdue': 'Werkorder te laat',
    },
    firing: 'Melding',
    resolved: 'Opgelost',
    reminder: 'Nog actief, niet bevestigd',
    test: 'Testbericht',
    unit: 'Apparaat',
    site: 'Locatie',
    rule: 'Regel',
    value: 'Waarde',
    since: 'Sinds',
    open: 'Open het apparaat',
    fleet: 'Vloot',
    footer: 'U ontvangt dit door uw meldingsinstellingen in het Sunbed Fleet-dashboard.',
  },
  de: {
    rules: {
      offline: 'Gerät offline',
      'critical-error': 'Kritischer Fehler aktiv',
      fault: 'Störung',
      'service-overdue': 'Wartung überfällig',
      'service-due': 'Wartung bald fällig',
      'no-data': 'Keine Daten',
      'work-order-overdue': 'Arbeitsauftrag überfällig',
    },
    firing: 'Alarm',
    resolved: 'Behoben',
    reminder: 'Weiterhin aktiv, nicht bestätigt',
    test: 'Testnachricht',
    unit: 'Gerät',
    site: 'Standort',
    rule: 'Regel',
    value: 'Wert',
    since: 'Seit',
    open: 'Gerät öffnen',
    fleet: 'Flotte',
    footer:
      'Sie erhalten dies aufgrund Ihrer Benachrichtigungseinstellungen im Sunbed-Fleet-Dashboard.',
  },
};

export function languageOf(value: string | null | undefined): Language {
  return value === 'nl' || value === 'de' ? value : 'en';
}
