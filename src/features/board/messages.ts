import { defineMessages } from 'react-intl';
import type { BoardWord } from '@/domain/equipment/board-words';

// English text of the salon board; translations in messages.nl.json / messages.de.json beside.
export const messages = defineMessages({
  title: { id: 'board.title', defaultMessage: 'Salon board' },
  loading: { id: 'board.loading', defaultMessage: 'Loading the units…' },
  error: { id: 'board.error', defaultMessage: 'Could not load the units' },
  countsLabel: { id: 'board.countsLabel', defaultMessage: 'Units per state' },
  durationUnderMinute: { id: 'board.durationUnderMinute', defaultMessage: 'less than a minute' },
  neverSeen: { id: 'board.neverSeen', defaultMessage: 'never seen' },
  noDevice: { id: 'board.noDevice', defaultMessage: 'no device linked' },
  errorsUnreadable: {
    id: 'board.errorsUnreadable',
    defaultMessage: 'Its errors could not be read',
  },
  serviceOverdue: { id: 'board.serviceOverdue', defaultMessage: 'Service overdue' },
  serviceDueSoon: { id: 'board.serviceDueSoon', defaultMessage: 'Service due' },
  keepScreenOn: { id: 'board.keepScreenOn', defaultMessage: 'Keep screen on' },
  wakeLockUnsupported: {
    id: 'board.wakeLockUnsupported',
    defaultMessage: 'This browser cannot keep the screen on; use the device’s display settings.',
  },
  wakeLockRefused: {
    id: 'board.wakeLockRefused',
    defaultMessage: 'The browser refused to keep the screen on (battery saver or permissions).',
  },
  wordFree: { id: 'board.wordFree', defaultMessage: 'Free' },
  wordInSession: { id: 'board.wordInSession', defaultMessage: 'In session' },
  wordPaused: { id: 'board.wordPaused', defaultMessage: 'Paused' },
  wordCoolingDown: { id: 'board.wordCoolingDown', defaultMessage: 'Cooling down' },
  wordNeedsCleaning: { id: 'board.wordNeedsCleaning', defaultMessage: 'Needs cleaning' },
  wordBusy: { id: 'board.wordBusy', defaultMessage: 'Busy' },
  wordAttention: { id: 'board.wordAttention', defaultMessage: 'Attention' },
  wordFault: { id: 'board.wordFault', defaultMessage: 'Fault' },
  wordOffline: { id: 'board.wordOffline', defaultMessage: 'Offline' },
  wordUnknown: { id: 'board.wordUnknown', defaultMessage: 'Unknown' },
});

/** Messages with arguments: their values are typed. */
export const valueMessages = defineMessages<{
  documentTitle: { count: number };
  capped: { shown: number; total: number };
  receiving: { count: number };
  receivingOf: { count: number; total: number };
  countsTotal: { count: number };
  serial: { serial: string };
  durationMinutes: { minutes: number };
  durationHours: { hours: number };
  durationHoursMinutes: { hours: number; minutes: number };
  durationDays: { days: number };
  durationDaysHours: { days: number; hours: number };
  sinceFor: { duration: string };
  sinceOrEarlier: { time: string };
  lastSeen: { duration: string };
  stateCode: { code: number };
  errorCritical: { error: string };
  errorMore: { error: string; more: number };
  errorCriticalMore: { error: string; more: number };
}>({
  documentTitle: {
    id: 'board.documentTitle',
    defaultMessage: 'Board ({count, number} units) – Sunbed Fleet',
  },
  capped: {
    id: 'board.capped',
    defaultMessage:
      'Showing the first {shown, number} of {total, number} units, what needs attention first. Choose a company to narrow the board.',
  },
  receiving: {
    id: 'board.receiving',
    defaultMessage: 'Still receiving units: {count, number} so far.',
  },
  receivingOf: {
    id: 'board.receivingOf',
    defaultMessage: 'Still receiving units: {count, number} of {total, number} so far.',
  },
  countsTotal: {
    id: 'board.countsTotal',
    defaultMessage: '{count, plural, one {# unit} other {# units}}',
  },
  serial: { id: 'board.serial', defaultMessage: 'Serial {serial}' },
  durationMinutes: { id: 'board.durationMinutes', defaultMessage: '{minutes} min' },
  durationHours: { id: 'board.durationHours', defaultMessage: '{hours} h' },
  durationHoursMinutes: {
    id: 'board.durationHoursMinutes',
    defaultMessage: '{hours} h {minutes} min',
  },
  durationDays: { id: 'board.durationDays', defaultMessage: '{days} d' },
  durationDaysHours: { id: 'board.durationDaysHours', defaultMessage: '{days} d {hours} h' },
  // "for" only after a change seen between two polls; otherwise it may have started earlier.
  sinceFor: { id: 'board.sinceFor', defaultMessage: 'for {duration}' },
  sinceOrEarlier: { id: 'board.sinceOrEarlier', defaultMessage: 'since {time} or earlier' },
  lastSeen: { id: 'board.lastSeen', defaultMessage: 'last seen {duration} ago' },
  // An unknown state keeps its code, so whoever the salon calls can look it up.
  stateCode: { id: 'board.stateCode', defaultMessage: 'State code {code}' },
  // {error} is the service catalog's description, as sent.
  errorCritical: { id: 'board.errorCritical', defaultMessage: 'Critical: {error}' },
  errorMore: { id: 'board.errorMore', defaultMessage: '{error} (and {more} more)' },
  errorCriticalMore: {
    id: 'board.errorCriticalMore',
    defaultMessage: 'Critical: {error} (and {more} more)',
  },
});

/** The domain's board word (an English key) → the message on screen. */
export const WORD_MESSAGES: Readonly<Record<BoardWord, (typeof messages)[keyof typeof messages]>> =
  {
    Free: messages.wordFree,
    'In session': messages.wordInSession,
    Paused: messages.wordPaused,
    'Cooling down': messages.wordCoolingDown,
    'Needs cleaning': messages.wordNeedsCleaning,
    Busy: messages.wordBusy,
    Attention: messages.wordAttention,
    Fault: messages.wordFault,
    Offline: messages.wordOffline,
    Unknown: messages.wordUnknown,
  };
