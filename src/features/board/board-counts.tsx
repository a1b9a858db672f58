import { useIntl } from 'react-intl';
import { BOARD_WORD_TONE, type BoardWord } from '@/domain/equipment/board-words';
import { HEALTH_BADGE_CLASSES } from '@/components/ui/health-colors';
import { BoardIcon } from './board-icon';
import { messages, valueMessages, WORD_MESSAGES } from './messages';

/** "2 Fault · 1 Needs cleaning · 3 Free" at the top, with the same shapes as the cards. */
export function BoardCounts({ counts }: { counts: { word: BoardWord; count: number }[] }) {
  const intl = useIntl();
  const total = counts.reduce((n, c) => n + c.count, 0);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="mr-2 text-xl font-semibold tabular-nums">
        {intl.formatMessage(valueMessages.countsTotal, { count: total })}
      </p>
      <ul aria-label={intl.formatMessage(messages.countsLabel)} className="flex flex-wrap gap-2">
        {counts.map(({ word, count }) => (
          <li
            key={word}
            className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-lg font-semibold ring-1 ring-inset ${HEALTH_BADGE_CLASSES[BOARD_WORD_TONE[word]]}`}
          >
            <BoardIcon word={word} className="h-5 w-5" />
            <span className="tabular-nums">{intl.formatNumber(count)}</span>{' '}
            {intl.formatMessage(WORD_MESSAGES[word])}
          </li>
        ))}
      </ul>
    </div>
  );
}
