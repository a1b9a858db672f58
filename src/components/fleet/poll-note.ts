import type { IntlShape } from 'react-intl';
import { messages } from './messages';

/** How often the fleet list polls (s), and the interval it stretched from. */
export interface PollInterval {
  everyS: number;
  baseS: number;
}

/** The "Polled every N s …" tooltip of "Updated N s ago", in the language on screen. */
export function pollNote(intl: IntlShape, poll: PollInterval): string {
  return poll.everyS > poll.baseS
    ? intl.formatMessage(messages.polledStretched, { every: poll.everyS, base: poll.baseS })
    : intl.formatMessage(messages.polled, { every: poll.everyS });
}
