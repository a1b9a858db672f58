import type { IntlShape } from 'react-intl';
import { ENGLISH_INTL } from '../english-intl';
import { messages } from './messages';

// The log list's count: how many logs, how many loaded of how many, how many match a search.

export interface CountInput {
  /** Logs in the list after the filters (before the text search). */
  matching: number;
  /** After the text search too: the rows on screen. */
  shown: number;
  searching: boolean;
  complete: boolean;
  total: number | undefined;
  fetched: number;
  serverFiltered: boolean;
}

/** "200 of 100,000 logs loaded", "42 logs", or with a search "3 of 200 loaded logs match". */
export function countLine(c: CountInput, intl: IntlShape = ENGLISH_INTL): string {
  let base: string;
  if (c.complete) base = intl.formatMessage(messages.countLogs, { count: c.matching });
  else if (c.total !== undefined && c.serverFiltered)
    base = intl.formatMessage(messages.countLoaded, { matching: c.matching, total: c.total });
  else if (c.total !== undefined)
    base = intl.formatMessage(messages.countFetched, {
      fetched: c.fetched,
      total: c.total,
      matching: c.matching,
    });
  else base = intl.formatMessage(messages.countMoreAvailable, { matching: c.matching });
  return c.searching
    ? intl.formatMessage(messages.countSearch, { shown: c.shown, matching: c.matching, base })
    : base;
}
