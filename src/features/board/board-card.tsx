import { useId } from 'react';
import { Link } from 'react-router';
import type { WordSince } from '@/domain/board-since';
import { BOARD_WORD_TONE } from '@/domain/board-words';
import type { HealthClass } from '@/domain/equipment-state';
import { paths } from '@/config/paths';
import type { BoardCard as Card } from './board-cards';
import { BoardIcon, ServiceIcon } from './board-icon';

// Every English text of the card, in one place.
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const dayAndClock = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
function duration(ms: number): string {
  if (ms < MIN) return 'less than a minute';
  if (ms < HOUR) return `${Math.floor(ms / MIN)} min`;
  const [big, unit, small, smallUnit] =
    ms < DAY
      ? [Math.floor(ms / HOUR), 'h', Math.floor((ms % HOUR) / MIN), 'min']
      : [Math.floor(ms / DAY), 'd', Math.floor((ms % DAY) / HOUR), 'h'];
  return small ? `${big} ${unit} ${small} ${smallUnit}` : `${big} ${unit}`;
}
const text = {
  serial: (serial: string) => `Serial ${serial}`,
  // "for" only after a change seen between two polls; otherwise it may have started earlier.
  since: (since: WordSince, now: number) =>
    since.kind === 'changed'
      ? `for ${duration(Math.max(0, now - since.at))}`
      : `since ${(now - since.at < 20 * HOUR ? clock : dayAndClock).format(since.at)} or earlier`,
  lastSeen: (ping: number, now: number) => `last seen ${duration(Math.max(0, now - ping))} ago`,
  neverSeen: 'never seen',
  // An unknown state keeps its code, so whoever the salon calls can look it up.
  code: (code: number) => `State code ${code}`,
  noDevice: 'no device linked',
  errorsUnreadable: 'Its errors could not be read',
  error: (e: { text: string; critical: boolean; more: number }) =>
    `${e.critical ? 'Critical: ' : ''}${e.text}${e.more ? ` (and ${e.more} more)` : ''}`,
  service: { overdue: 'Service overdue', 'due-soon': 'Service due' },
};

const TONE: Record<HealthClass, { band: string; edge: string }> = {
  ok: { band: 'bg-ok-soft text-ok-on-soft', edge: 'border-ok-solid' },
  busy: { band: 'bg-busy-soft text-busy-on-soft', edge: 'border-busy-solid' },
  attention: { band: 'bg-attention-soft text-attention-on-soft', edge: 'border-attention-solid' },
  fault: { band: 'bg-fault-soft text-fault-on-soft', edge: 'border-fault-solid' },
  offline: { band: 'bg-offline-soft text-offline-on-soft', edge: 'border-offline-solid' },
  unknown: { band: 'bg-unknown-soft text-unknown-on-soft', edge: 'border-unknown-solid' },
};

function timeLine(card: Card, now: number): string | undefined {
  if (card.derived.state === 'no-device') return text.noDevice;
  if (card.word === 'Offline')
    return card.lastPing === undefined ? text.neverSeen : text.lastSeen(card.lastPing, now);
  return card.since && text.since(card.since, now);
}

/** One unit, readable from across the room: its name, its word with a shape, and what is wrong. */
export function BoardCard({ card, company, now }: { card: Card; company?: string; now: number }) {
  const tone = TONE[BOARD_WORD_TONE[card.word]];
  const when = timeLine(card, now);
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-word={card.word}
      className={`relative flex flex-col overflow-hidden rounded-xl border-2 border-t-8 bg-surface shadow-sm focus-within:ring-4 focus-within:ring-accent-line ${tone.edge}`}
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
        <p className="px-4 text-base text-fg-muted">{text.serial(card.serial)}</p>
      )}
      <p
        className={`mx-4 mt-3 flex items-center gap-3 rounded-lg px-3 py-2 text-3xl font-bold sm:text-4xl ${tone.band}`}
      >
        <BoardIcon word={card.word} className="h-10 w-10 shrink-0" />
        <span>{card.word}</span>
      </p>
      <div className="space-y-2 px-4 pt-2 pb-4 text-xl">
        {when && <p className="text-fg-soft">{when}</p>}
        {card.derived.rawCode !== undefined && (
          <p className="text-fg-soft">{text.code(card.derived.rawCode)}</p>
        )}
        {card.error && (
          <p className="flex items-start gap-2 font-semibold text-fault-text">
            <BoardIcon word="Attention" className="mt-0.5 h-6 w-6 shrink-0" />
            <span>
              {card.error === 'unreadable' ? text.errorsUnreadable : text.error(card.error)}
            </span>
          </p>
        )}
        {card.service && (
          <p className="inline-flex items-center gap-2 rounded-md bg-attention-soft px-2 py-1 font-semibold text-attention-on-soft">
            <ServiceIcon className="h-6 w-6" />
            {text.service[card.service]}
          </p>
        )}
      </div>
    </article>
  );
}
