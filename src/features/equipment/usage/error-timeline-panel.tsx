import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { deviceLogQueries } from '@/api/device-logs';
import { errorCatalogQueries } from '@/api/error-catalog';
import type { Equipment } from '@/api/schemas';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { decodeActiveErrors } from '@/domain/active-errors';
import { BUILTIN_ERROR_CATALOG } from '@/domain/error-catalog';
import { errorTimeline, formatDuration, type ErrorTimeline } from '@/domain/error-timeline';
import { formatAbsoluteTime } from '@/domain/time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Which errors occurred when, how often, and the time between them (docs/decisions.md#unit-usage). */
export function ErrorTimelinePanel({
  equipment,
  company,
}: {
  equipment: Equipment;
  company: string | undefined;
}) {
  const [now] = useState(() => Date.now());
  const guid = equipment._meta.guid;
  const from = Math.floor(now / HOUR) * HOUR - 90 * DAY;
  const logs = useQuery(deviceLogQueries.range(guid, company, { type: 'error', from }));
  const catalog = useQuery(errorCatalogQueries.all(company));
  const entries = catalog.data?.entries ?? BUILTIN_ERROR_CATALOG;
  const raw = equipment.controller?.active_errors;
  const timeline = useMemo(() => {
    if (!logs.data) return undefined;
    const decoded = decodeActiveErrors(raw, entries);
    const active = decoded.status === 'ok' ? decoded.errors : [];
    return errorTimeline(logs.data.items, entries, active, now);
  }, [logs.data, raw, entries, now]);

  return (
    <Panel title="Error timeline">
      <QueryState
        query={{
          isPending: logs.isPending,
          isError: logs.isError,
          isFetching: logs.isFetching,
          error: logs.error,
          refetch: logs.refetch,
          data: timeline,
        }}
        loadingLabel="Loading error logs…"
        errorTitle="Could not load the error logs"
        isEmpty={(t) => t.summaries.length === 0}
        empty="No error logs in the last 90 days and no active errors."
      >
        {(t) => <TimelineBody timeline={t} guid={guid} company={company} />}
      </QueryState>
    </Panel>
  );
}

function CriticalTag() {
  return (
    <span className="rounded bg-fault-soft px-1.5 py-0.5 text-xs font-semibold text-fault-on-soft">
      Critical
    </span>
  );
}

function TimelineBody({
  timeline: t,
  guid,
  company,
}: {
  timeline: ErrorTimeline;
  guid: string;
  company: string | undefined;
}) {
  const recent = t.occurrences.slice(0, 12);
  return (
    <div className="space-y-4">
      <p className="text-sm">
        Time between critical failures:{' '}
        <strong>
          {t.criticalMeanGapMs === undefined
            ? 'not known (fewer than two critical errors in 90 days)'
            : formatDuration(t.criticalMeanGapMs)}
        </strong>
      </p>
      <div tabIndex={0} role="region" aria-label="Errors per id" className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="mb-1 text-left font-medium">Errors per id, last 90 days</caption>
          <thead>
            <tr className="border-b border-line text-left">
              <th scope="col" className="py-1 pr-2 font-medium">
                Error
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                30 days
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                90 days
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Time between
              </th>
              <th scope="col" className="py-1 font-medium">
                Last
              </th>
            </tr>
          </thead>
          <tbody>
            {t.summaries.map((s) => (
              <tr key={s.errorId} className="border-b border-line-subtle align-baseline">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  <span className="font-mono font-semibold">{s.errorId}</span> {s.description}{' '}
                  {s.critical && <CriticalTag />}{' '}
                  {s.activeNow && (
                    <span className="rounded bg-attention-soft px-1.5 py-0.5 text-xs font-semibold text-attention-on-soft">
                      Active now
                    </span>
                  )}
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">{s.count30}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{s.count90}</td>
                <td className="py-1 pr-2">
                  {s.meanGapMs === undefined ? '—' : formatDuration(s.meanGapMs)}
                </td>
                <td className="py-1">
                  {s.last ? (
                    <Link
                      className="text-accent underline"
                      to={paths.log.href(guid, s.last.logGuid, company)}
                    >
                      {formatAbsoluteTime(s.last.at)}
                    </Link>
                  ) : (
                    'no log'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {recent.length > 0 && (
        <div>
          <h3 className="mb-1 text-sm font-medium">
            Latest errors
            {t.occurrences.length > recent.length
              ? ` (${recent.length} of ${t.occurrences.length})`
              : ''}
          </h3>
          <ol
            aria-label="Latest errors, newest first"
            className="space-y-1 border-l-2 border-line pl-3 text-sm"
          >
            {recent.map((o) => (
              <li key={o.logGuid} className="flex flex-wrap items-baseline gap-x-2">
                <Link
                  className="tabular-nums text-accent underline"
                  to={paths.log.href(guid, o.logGuid, company)}
                >
                  {formatAbsoluteTime(o.at)}
                </Link>
                <span className="font-mono font-semibold">{o.errorId}</span>
                <span>{o.description}</span>
                {o.critical && <CriticalTag />}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
