import { useId } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import type { WordSince } from '@/domain/equipment/board-since';
import { BOARD_WORD_TONE } from '@/domain/equipment/board-words';
import type { HealthClass } from '@/domain/equipment/equipment-state';
import { boardCardId, paths } from '@/config/paths';
import type { Locale } from '@/domain/locale';
import { useLocale } from '@/lib/use-format';
import type { BoardCard as Card } from './board-cards';
import { BoardIcon, ServiceIcon } from './board-icon';
import { messages, valueMessages, WORD_MESSAGES } from './messages';

// The card's text is in messages.ts; the clock keeps a 24-hour form in every language.
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const CLOCK_LOCALE: Record<Locale, string> = { en: 'en-GB', nl: 'nl-NL', de: 'de-DE' };
const clocks = new Map<Locale, { clock: Intl.DateTimeFormat; dayAndClock: Intl.DateTimeFormat }>();
function clocksFor(locale: Locale) {
  let c = clocks.get(locale);
  if (!c) {
    const tag = CLOCK_LOCALE[locale];
    c = {
      clock: new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' }),
      dayAndClock: new Intl.DateTimeFormat(tag, {
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }),
    };
    clocks.set(locale, c);
  }
  return c;
}
function duration(intl: IntlShape, ms: number): string {
  if (ms < MIN) return intl.formatMessage(messages.durationUnderMinute);
  if (ms < HOUR)
    return intl.formatMessage(valueMessages.durationMinutes, { minutes: Math.floor(ms / MIN) });
  if (ms < DAY) {
    const hours = Math.floor(ms / HOUR);
    const minutes = Math.floor((ms % HOUR) / MIN);
    return minutes
      ? intl.formatMessage(valueMessages.durationHoursMinutes, { hours, minutes })
      : intl.formatMessage(valueMessages.durationHours, { hours });
  }
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  return hours
    ? intl.formatMessage(valueMessages.durationDaysHours, { days, hours })
    : intl.formatMessage(valueMessages.durationDays, { days });
}
function since(intl: IntlShape, locale: Locale, s: WordSince, now: number): string {
  if (s.kind === 'changed')
    return intl.formatMessage(valueMessages.sinceFor, {
      duration: duration(intl, Math.max(0, now - s.at)),
    });
  const { clock, dayAndClock } = clocksFor(locale);
  const time = (now - s.at < 20 * HOUR ? clock : dayAndClock).format(s.at);
  return intl.formatMessage(valueMessages.sinceOrEarlier, { time });
}
function errorText(intl: IntlShape, e: { text: string; critical: boolean; more: number }): string {
  // The description is the service catalog's, as sent.
  if (!e.critical && !e.more) return e.text;
  const error = e.text;
  if (!e.more) return intl.formatMessage(valueMessages.errorCritical, { error });
  return e.critical
    ? intl.formatMessage(valueMessages.errorCriticalMore, { error, more: e.more })
    : intl.formatMessage(valueMessages.errorMore, { error, more: e.more });
}
const SERVICE = {
  overdue: messages.serviceOverdue,
  'due-soon': messages.serviceDueSoon,
} satisfies Record<NonNullable<Card['service']>, MessageDescriptor>;

const TONE: Record<HealthClass, { band: string; edge: string }> = {
  ok: { band: 'bg-ok-soft text-ok-on-soft', edge: 'border-ok-solid' },
  busy: { band: 'bg-busy-soft text-busy-on-soft', edge: 'border-busy-solid' },
  attention: { band: 'bg-attention-soft text-attention-on-soft', edge: 'border-attention-solid' },
  fault: { band: 'bg-fault-soft text-fault-on-soft', edge: 'border-fault-solid' },
  offline: { band: 'bg-offline-soft text-offline-on-soft', edge: 'border-offline-solid' },
  unknown: { band: 'bg-unknown-soft text-unknown-on-soft', edge: 'border-unknown-solid' },
};

function timeLine(intl: IntlShape, locale: Locale, card: Card, now: number): string | undefined {
  if (card.derived.state === 'no-device') return intl.formatMessage(messages.noDevice);
  if (card.word === 'Offline')
    return card.lastPing === undefined
      ? intl.formatMessage(messages.neverSeen)
      : intl.formatMessage(valueMessages.lastSeen, {
          duration: duration(intl, Math.max(0, now - card.lastPing)),
        });
  return card.since && since(intl, locale, card.since, now);
}

/** One unit, readable from across the room: its name, its word with a shape, and what is wrong. */
export function BoardCard({ card, company, now }: { card: Card; company?: string; now: number }) {
  const tone = TONE[BOARD_WORD_TONE[card.word]];
  const intl = useIntl();
  const locale = useLocale();
  const when = timeLine(intl, locale, card, now);
  const headingId = useId();
  return (
    <article
      id={boardCardId(card.guid)}
      aria-labelledby={headingId}
      data-word={card.word}
      className={`relative flex flex-col overflow-hidden rounded-xl border-2 border-t-8 bg-surface shadow-sm scroll-mt-4 focus-within:ring-4 focus-within:ring-accent-line ${tone.edge}`}
    >
      <h2 id={headingId} className="px-4 pt-3 text-2xl leading-tight font-semibold break-words">
        {/* The whole card is the link's target area; the name stays its accessible name. */}
        <Link
          to={paths.equipment.href(card.guid, company)}
          className="outline-none after:absolute after:inset-0 hover:underline"
        >
          {card.name}
        </Link>
      </h2>
      {card.name !== card.serial && (
        <p className="px-4 text-base text-fg-muted">
          {intl.formatMessage(valueMessages.serial, { serial: card.serial })}
        </p>
      )}
      <p
        className={`mx-4 mt-3 flex items-center gap-3 rounded-lg px-3 py-2 text-3xl font-bold sm:text-4xl ${tone.band}`}
      >
        <BoardIcon word={card.word} className="h-10 w-10 shrink-0" />
        <span className="min-w-0 hyphens-auto [overflow-wrap:anywhere]">
          {intl.formatMessage(WORD_MESSAGES[card.word])}
        </span>
      </p>
      <div className="space-y-2 px-4 pt-2 pb-4 text-xl">
        {when && <p className="text-fg-soft">{when}</p>}
        {card.derived.rawCode !== undefined && (
          <p className="text-fg-soft">
            {intl.formatMessage(valueMessages.stateCode, { code: card.derived.rawCode })}
          </p>
        )}
        {card.error && (
          <p className="flex items-start gap-2 font-semibold text-fault-text">
            <BoardIcon word="Attention" className="mt-0.5 h-6 w-6 shrink-0" />
            <span>
              {card.error === 'unreadable'
                ? intl.formatMessage(messages.errorsUnreadable)
                : errorText(intl, card.error)}
            </span>
          </p>
        )}
        {card.service && (
          <p className="inline-flex items-center gap-2 rounded-md bg-attention-soft px-2 py-1 font-semibold text-attention-on-soft">
            <ServiceIcon className="h-6 w-6" />
            {intl.formatMessage(SERVICE[card.service])}
          </p>
        )}
      </div>
    </article>
  );
}
