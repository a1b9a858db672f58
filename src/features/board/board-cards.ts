import { decodeActiveErrors } from '@/domain/equipment/active-errors';
import { wordSince, type WordMark, type WordSince } from '@/domain/equipment/board-since';
import { boardWord, compareBoardCards, type BoardWord } from '@/domain/equipment/board-words';
import type { CatalogEntry } from '@/domain/equipment/error-catalog';
import type { DerivedState } from '@/domain/equipment/equipment-state';
import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import { unitServiceRows, type BoardContext } from '@/domain/service/service-board';
import type { ServiceStatus } from '@/domain/service/service-status';

// What one card shows, from the fleet poll alone (no request per unit).

export interface BoardCard {
  guid: string;
  /** Alias, else serial. */
  name: string;
  serial: string;
  word: BoardWord;
  derived: DerivedState;
  since: WordSince | undefined;
  lastPing: number | undefined;
  /** The first active error in the catalog's words (critical first), and how many more. */
  error: { text: string; critical: boolean; more: number } | 'unreadable' | undefined;
  /** The worst service status of its counters with a limit, when not OK. */
  service: Exclude<ServiceStatus, 'ok'> | undefined;
}

function errorOf(u: FleetUnit, catalog: readonly CatalogEntry[]): BoardCard['error'] {
  if (u.activeErrors === null) return 'unreadable';
  if (u.activeErrors === 0n) return undefined;
  const [first, ...rest] = decodeActiveErrors(u.activeErrors, catalog).errors;
  return first && { text: first.description, critical: first.critical, more: rest.length };
}

function serviceOf(u: FleetUnit, ctx: BoardContext): BoardCard['service'] {
  // The service board's own rows (docs/decisions.md#service-forecast), from the poll's counters.
  const statuses = unitServiceRows(u, undefined, ctx).map((r) => r.status);
  if (statuses.includes('overdue')) return 'overdue';
  return statuses.includes('due-soon') ? 'due-soon' : undefined;
}

export interface BoardCards {
  /** The first `limit` cards in board order. */
  cards: BoardCard[];
  /** Every unit's word, for the counts. */
  words: BoardWord[];
}

/** The cards in board order (what needs someone first, then by name), at most `limit`. */
export function boardCards(
  units: readonly FleetUnit[],
  marks: ReadonlyMap<string, readonly WordMark[]>,
  catalog: readonly CatalogEntry[],
  ctx: BoardContext,
  limit = Infinity,
): BoardCards {
  // Words and names for all; the rest only for the cards shown (a big fleet has 100,000 units).
  const order = units.map((u) => ({
    u,
    word: boardWord(u.derived.state),
    name: u.alias.trim() || u.serial,
  }));
  const words = order.map((o) => o.word);
  order.sort(compareBoardCards);
  const cards = order.slice(0, limit).map(({ u, word, name }): BoardCard => ({
    guid: u.guid,
    name,
    serial: u.serial,
    word,
    derived: u.derived,
    since: wordSince(marks.get(u.guid) ?? [], word),
    lastPing: u.lastPing,
    error: errorOf(u, catalog),
    service: serviceOf(u, ctx),
  }));
  return { cards, words };
}
