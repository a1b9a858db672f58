import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { equipmentQueries } from '@/api/equipment';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { useCompany } from '@/lib/use-company';
import { RangeToolbar } from './range-toolbar';
import { parseRange, rangeToParams, sameRange, type TimeRange } from './model/temperature-range';
import { TemperatureView } from './temperature-view';
import { TemperaturesHeader } from './temperatures-header';
import { messages } from './messages';

/** Route `/equipment/:guid/temperatures`; the range lives in the query string. */
export function TemperaturesPage() {
  const intl = useIntl();
  const { guid = '' } = useParams();
  const company = useCompany();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const range = useMemo(() => parseRange(new URLSearchParams(search)), [search]);
  // Choosing the range already shown reloads it: a preset then ends at the current minute.
  const [reloads, setReloads] = useState(0);
  const equipment = useQuery(equipmentQueries.detail(guid, company));

  const onRangeChange = useCallback(
    (next: TimeRange) => {
      if (sameRange(next, range)) setReloads((n) => n + 1);
      else setParams((prev) => rangeToParams(next, prev));
    },
    [range, setParams],
  );
  // "Show log events" lives in the URL like the range, so a link opens the same view.
  const showEvents = params.get('events') === '1';
  const onShowEvents = useCallback(
    (show: boolean) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (show) next.set('events', '1');
          else next.delete('events');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const rangeKey = range.kind === 'preset' ? range.preset : `${range.from}-${range.to}`;

  return (
    <div className="space-y-4">
      <TemperaturesHeader guid={guid} company={company} equipment={equipment} />
      <RangeToolbar key={rangeKey} range={range} onChange={onRangeChange} />
      {range.kind === 'custom' && range.clamped && (
        <p role="status" className="text-sm text-attention-on-soft">
          {intl.formatMessage(messages.clampedNotice)}
        </p>
      )}
      <ErrorBoundary title={intl.formatMessage(messages.chartsFailed)}>
        <TemperatureView
          key={`${company ?? 'all'}:${guid}:${rangeKey}:${reloads}`}
          guid={guid}
          company={company}
          range={range}
          equipment={equipment}
          showEvents={showEvents}
          onShowEvents={onShowEvents}
        />
      </ErrorBoundary>
    </div>
  );
}
