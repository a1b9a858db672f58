import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/use-format';
import { COMMAND_NAMES } from './command-availability';
import { clearHistory, useCommandHistory, type HistoryStatus } from './command-history';
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
      {entries.length === 0 ? (
        <EmptyState>
          {intl.formatMessage(allUnits ? messages.historyEmptyAll : messages.historyEmptyUnit)}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{intl.formatMessage(messages.historyCaption)}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {intl.formatMessage(messages.colTime)}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {intl.formatMessage(messages.colUnit)}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {intl.formatMessage(messages.colCommand)}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {intl.formatMessage(messages.colOutcome)}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b border-line-subtle align-top last:border-0">
                  <td className="py-1 pr-3 whitespace-nowrap">{f.absoluteTime(e.at)}</td>
                  <td className="py-1 pr-3">
                    {e.guid === guid ? (
                      e.unit
                    ) : (
                      <Link className="underline" to={paths.equipment.href(e.guid, e.company)}>
                        {e.unit}
                      </Link>
                    )}
                  </td>
                  <td className="py-1 pr-3 whitespace-nowrap">
                    {intl.formatMessage(COMMAND_NAMES[e.action])}
                  </td>
                  <td className="py-1">
                    {/* The outcome was written in the language on screen when it happened. */}
                    <span className="font-medium">
                      {intl.formatMessage(STATUS_LABEL[e.status])}
                    </span>
                    : {e.outcome}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
