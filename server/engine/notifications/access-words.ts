// The words of the access notices in each language (docs/decisions.md#notifications): a reminder
// before the permission snapshot lapses, and the notice that it did. No unit or company named.
import type { Language } from './message-words.ts';

interface NoticeWords {
  subject: string;
  /** Push: one line. */
  body: string;
  /** E-mail: the paragraph under the subject. */
  text: string;
}

export interface AccessWords {
  soon: NoticeWords;
  paused: NoticeWords;
  open: string;
  footer: string;
}

export const ACCESS_WORDS: Readonly<Record<Language, AccessWords>> = {
  en: {
    soon: {
      subject: 'Open the dashboard within a day to keep receiving alerts',
      body: 'Your alerts stop tomorrow unless you open the dashboard.',
      text: 'You have not opened the Sunbed Fleet dashboard for 2 days. Alerts are only sent while a visit confirms what you may see: open the dashboard within a day and they continue.',
    },
    paused: {
      subject: 'Alerts are paused until you open the dashboard',
      body: 'Open the dashboard to receive alerts again.',
      text: 'You have not opened the Sunbed Fleet dashboard for 3 days, so what you may see could not be confirmed and no alerts are sent to you. Open the dashboard and they start again.',
    },
    open: 'Open the dashboard',
    footer: 'You receive this because of your notification settings on the Sunbed Fleet dashboard.',
  },
  nl: {
    soon: {
      subject: 'Open het dashboard binnen een dag om meldingen te blijven ontvangen',
      body: 'Uw meldingen stoppen morgen, tenzij u het dashboard opent.',
      text: 'U hebt het Sunbed Fleet-dashboard 2 dagen niet geopend. Meldingen worden alleen verstuurd zolang een bezoek bevestigt wat u mag zien: open het dashboard binnen een dag en ze gaan door.',
    },
    paused: {
      subject: 'Meldingen zijn gepauzeerd tot u het dashboard opent',
      body: 'Open het dashboard om weer meldingen te ontvangen.',
      text: 'U hebt het Sunbed Fleet-dashboard 3 dagen niet geopend. Daardoor kon niet worden bevestigd wat u mag zien en worden er geen meldingen naar u verstuurd. Open het dashboard en ze starten weer.',
    },
    open: 'Open het dashboard',
    footer: 'U ontvangt dit door uw meldingsinstellingen in het Sunbed Fleet-dashboard.',
  },
  de: {
    soon: {
      subject: 'Öffnen Sie das Dashboard innerhalb eines Tages, um weiter Alarme zu erhalten',
      body: 'Ihre Alarme enden morgen, wenn Sie das Dashboard nicht öffnen.',
      text: 'Sie haben das Sunbed-Fleet-Dashboard seit 2 Tagen nicht geöffnet. Alarme werden nur gesendet, solange ein Besuch bestätigt, was Sie sehen dürfen: Öffnen Sie das Dashboard innerhalb eines Tages, dann gehen sie weiter.',
    },
    paused: {
      subject: 'Alarme sind pausiert, bis Sie das Dashboard öffnen',
      body: 'Öffnen Sie das Dashboard, um wieder Alarme zu erhalten.',
      text: 'Sie haben das Sunbed-Fleet-Dashboard seit 3 Tagen nicht geöffnet. Daher konnte nicht bestätigt werden, was Sie sehen dürfen, und es werden Ihnen keine Alarme gesendet. Öffnen Sie das Dashboard, dann starten sie wieder.',
    },
    open: 'Dashboard öffnen',
    footer:
      'Sie erhalten dies aufgrund Ihrer Benachrichtigungseinstellungen im Sunbed-Fleet-Dashboard.',
  },
};
