import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { SimpleTable, type DataColumn } from '@/components/ui/simple-table';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/use-format';
import { COMMAND_NAMES } from './command-availability';
import {
  clearHistory,
  useCommandHistory,
  type HistoryEntry,
  type HistoryStatus,
} from './command-history';
import { messages } from './messages';

const STATUS_LABEL = {
  following: messages.statusFollowing,
  verified: messages.statusVerified,
  unexpected: messages.statusUnexpected,
  'no-change': messages.statusNoChange,
  stuck: messages.statusStuck,
  failed: messages.statusFailed,
} satisfies Record<HistoryStatus, unknown>;

/** Resets and updates started from this browser (localStorage only): time, unit, action, outcome. */
export function CommandHistoryPanel({ guid }: { guid: string }) {
  const intl = useIntl();
  const f = useFormat();
  const all = useCommandHistory();
  const [allUnits, setAllUnits] = useState(false);
  const entries = allUnits ? all : all.filter((e) => e.guid === guid);
  const columns: DataColumn<HistoryEntry>[] = [
    {
      id: 'time',
      header: intl.formatMessage(messages.colTime),
      cellClassName: 'whitespace-nowrap',
      cell: (e) => f.absoluteTime(e.at),
    },
    {
      id: 'unit',
      header: intl.formatMessage(messages.colUnit),
      cell: (e) =>
        e.guid === guid ? (
          e.unit
        ) : (
          <Link className="underline" to={paths.equipment.href(e.guid, e.company)}>
            {e.unit}
          </Link>
        ),
    },
    {
      id: 'command',
      header: intl.formatMessage(messages.colCommand),
      cellClassName: 'whitespace-nowrap',
      cell: (e) => intl.formatMessage(COMMAND_NAMES[e.action]),
    },
    {
      id: 'outcome',
      header: intl.formatMessage(messages.colOutcome),
      // The outcome was written in the language on screen when it happened.
      cell: (e) => (
        <>
          <span className="font-medium">{intl.formatMessage(STATUS_LABEL[e.status])}</span>:{' '}
          {e.outcome}
        </>
      ),
    },
  ];

  return (
    <Panel
      title={intl.formatMessage(messages.historyTitle)}
      actions={
        <>
          <Button
            size="sm"
            variant="ghost"
            aria-pressed={allUnits}
            onClick={() => setAllUnits((v) => !v)}
          >
            {intl.formatMessage(allUnits ? messages.thisUnitOnly : messages.allUnits)}
          </Button>
          {all.length > 0 && (
            <Button size="sm" variant="ghost" onClick={clearHistory}>
              {intl.formatMessage(messages.clear)}
            </Button>
          )}
        </>
      }
    >
      <SimpleTable
        caption={intl.formatMessage(messages.historyCaption)}
        columns={columns}
        rows={entries}
        rowKey={(e) => e.id}
        rowClassName="align-top"
        empty={intl.formatMessage(allUnits ? messages.historyEmptyAll : messages.historyEmptyUnit)}
      />
    </Panel>
  );
}
