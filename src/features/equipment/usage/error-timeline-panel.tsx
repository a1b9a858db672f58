import { equipmentFacts } from '@/api/equipment-facts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { deviceLogQueries } from '@/api/device-logs';
import { errorCatalogQueries } from '@/api/error-catalog';
import { Panel } from '@/components/ui/panel';
import { QueryState, withData } from '@/components/ui/query-state';
import { SimpleTable, type DataColumn } from '@/components/ui/simple-table';
import { paths } from '@/config/paths';
import { decodeActiveErrors } from '@/domain/equipment/active-errors';
import { BUILTIN_ERROR_CATALOG } from '@/domain/equipment/error-catalog';
import {
  errorTimeline,
  formatDuration,
  type ErrorTimeline,
} from '@/domain/equipment/error-timeline';
import { useFormat, type Formatters } from '@/lib/use-format';
import { messages } from './messages';
import type { UnitPanelProps } from './usage-props';
import { Tag } from '@/components/ui/tag';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Which errors occurred when, how often, and the time between them (docs/decisions.md#unit-usage). */
export function ErrorTimelinePanel({ equipment, company }: UnitPanelProps) {
  const intl = useIntl();
  const [now] = useState(() => Date.now());
  const guid = equipment._meta.guid;
  const from = Math.floor(now / HOUR) * HOUR - 90 * DAY;
  const logs = useQuery(deviceLogQueries.range(guid, company, { type: 'error', from }));
  const catalog = useQuery(errorCatalogQueries.all(company));
  const entries = catalog.data?.entries ?? BUILTIN_ERROR_CATALOG;
  const raw = equipmentFacts(equipment).activeErrors;
  const timeline = useMemo(() => {
    if (!logs.data) return undefined;
    const decoded = decodeActiveErrors(raw, entries);
    const active = decoded.status === 'ok' ? decoded.errors : [];
    return errorTimeline(logs.data.items, entries, active, now);
  }, [logs.data, raw, entries, now]);

  return (
    <Panel title={intl.formatMessage(messages.timelineTitle)}>
      <QueryState
        query={withData(logs, timeline)}
        text={{ loading: messages.timelineLoading, error: messages.timelineError }}
        isEmpty={(t) => t.summaries.length === 0}
        empty={intl.formatMessage(messages.timelineEmpty)}
      >
        {(t) => <TimelineBody timeline={t} guid={guid} company={company} />}
      </QueryState>
    </Panel>
  );
}

function CriticalTag() {
  const intl = useIntl();
  return <Tag tone="fault">{intl.formatMessage(messages.critical)}</Tag>;
}

type Summary = ErrorTimeline['summaries'][number];
const NUMBER = 'text-right tabular-nums';

function summaryColumns(
  intl: IntlShape,
  f: Formatters,
  logHref: (logGuid: string) => string,
): DataColumn<Summary>[] {
  return [
    {
      id: 'error',
      header: intl.formatMessage(messages.colError),
      rowHeader: true,
      cellClassName: 'font-normal',
      cell: (s) => (
        <>
          <span className="font-mono font-semibold">{s.errorId}</span> {s.description}{' '}
          {s.critical && <CriticalTag />}{' '}
          {s.activeNow && <Tag tone="attention">{intl.formatMessage(messages.activeNow)}</Tag>}
        </>
      ),
    },
    {
      id: '30',
      header: intl.formatMessage(messages.col30),
      className: NUMBER,
      cell: (s) => s.count30,
    },
    {
      id: '90',
      header: intl.formatMessage(messages.col90),
      className: NUMBER,
      cell: (s) => s.count90,
    },
    {
      id: 'between',
      header: intl.formatMessage(messages.colBetween),
      cell: (s) => (s.meanGapMs === undefined ? '—' : formatDuration(s.meanGapMs, f.locale)),
    },
    {
      id: 'last',
      header: intl.formatMessage(messages.colLast),
      cell: (s) =>
        s.last ? (
          <Link className="text-accent underline" to={logHref(s.last.logGuid)}>
            {f.absoluteTime(s.last.at)}
          </Link>
        ) : (
          intl.formatMessage(messages.noLog)
        ),
    },
  ];
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
  const intl = useIntl();
  const f = useFormat();
  const recent = t.occurrences.slice(0, 12);
  return (
    <div className="space-y-4">
      <p className="text-sm">
        {intl.formatMessage(messages.criticalGap)}{' '}
        <strong>
          {t.criticalMeanGapMs === undefined
            ? intl.formatMessage(messages.criticalGapUnknown)
            : formatDuration(t.criticalMeanGapMs, f.locale)}
        </strong>
      </p>
      <SimpleTable
        caption={intl.formatMessage(messages.perIdCaption)}
        captionVisible
        scrollLabel={intl.formatMessage(messages.perIdRegion)}
        columns={summaryColumns(intl, f, (s) => paths.log.href(guid, s, company))}
        rows={t.summaries}
        rowKey={(s) => s.errorId}
        rowClassName="align-baseline"
      />
      {recent.length > 0 && (
        <div>
          <h3 className="mb-1 text-sm font-medium">
            {intl.formatMessage(messages.latestErrors)}
            {t.occurrences.length > recent.length
              ? ` ${intl.formatMessage(messages.latestShown, { shown: recent.length, total: t.occurrences.length })}`
              : ''}
          </h3>
          <ol
            aria-label={intl.formatMessage(messages.latestLabel)}
            className="space-y-1 border-l-2 border-line pl-3 text-sm"
          >
            {recent.map((o) => (
              <li key={o.logGuid} className="flex flex-wrap items-baseline gap-x-2">
                <Link
                  className="tabular-nums text-accent underline"
                  to={paths.log.href(guid, o.logGuid, company)}
                >
                  {f.absoluteTime(o.at)}
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
