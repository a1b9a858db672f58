import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { formatAbsoluteTime } from '@/domain/time';
import { COMMAND_NAMES } from './command-availability';
import { clearHistory, useCommandHistory, type HistoryStatus } from './command-history';

const STATUS_LABEL: Record<HistoryStatus, string> = {
  following: 'In progress',
  verified: 'Verified',
  unexpected: 'Ended unexpectedly',
  'no-change': 'No change',
  stuck: 'Not settled',
  failed: 'Not confirmed',
};

/** Resets and updates started from this browser (localStorage only): time, unit, action, outcome. */
export function CommandHistoryPanel({ guid }: { guid: string }) {
  const all = useCommandHistory();
  const [allUnits, setAllUnits] = useState(false);
  const entries = allUnits ? all : all.filter((e) => e.guid === guid);

  return (
    <Panel
      title="Commands from this browser"
      actions={
        <>
          <Button
            size="sm"
            variant="ghost"
            aria-pressed={allUnits}
            onClick={() => setAllUnits((v) => !v)}
          >
            {allUnits ? 'This unit only' : 'All units'}
          </Button>
          {all.length > 0 && (
            <Button size="sm" variant="ghost" onClick={clearHistory}>
              Clear
            </Button>
          )}
        </>
      }
    >
      {entries.length === 0 ? (
        <EmptyState>
          {allUnits
            ? 'No reset or update was started from this browser.'
            : 'No reset or update of this unit was started from this browser.'}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Controller commands started from this browser, newest first
            </caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Time
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Unit
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Command
                </th>
                <th scope="col" className="py-1 font-medium">
                  Outcome
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b border-line-subtle align-top last:border-0">
                  <td className="py-1 pr-3 whitespace-nowrap">{formatAbsoluteTime(e.at)}</td>
                  <td className="py-1 pr-3">
                    {e.guid === guid ? (
                      e.unit
                    ) : (
                      <Link className="underline" to={paths.equipment.href(e.guid, e.company)}>
                        {e.unit}
                      </Link>
                    )}
                  </td>
                  <td className="py-1 pr-3 whitespace-nowrap">{COMMAND_NAMES[e.action]}</td>
                  <td className="py-1">
                    <span className="font-medium">{STATUS_LABEL[e.status]}</span>: {e.outcome}
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
