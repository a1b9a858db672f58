import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceForecast } from '@/domain/service/service-forecast';
import { useFormat } from '@/lib/use-format';
import { forecastMessages, forecastRange } from './messages';

const nowrap = (chunks: ReactNode[]) => <span className="whitespace-nowrap">{chunks}</span>;

/**
 * docs/decisions.md#service-forecast: the day a counter reaches its limit, with its range, in the
 * language on screen (the unit's calendar days in the language's order; CSV files keep ISO days).
 * Each day stays on one line: a narrow column may wrap between the days, never inside one
 * ("2026-12-" / "15" misreads).
 */
export function ForecastText({ forecast: fc }: { forecast: ServiceForecast }) {
  const intl = useIntl();
  const f = useFormat();
  if (fc.kind !== 'date') return <>{intl.formatMessage(forecastMessages.unknown)}</>;
  if (fc.earliest === fc.latest || (fc.latest === undefined && fc.earliest === fc.day))
    return <span className="whitespace-nowrap">{f.day(fc.day)}</span>;
  return (
    <>
      {intl.formatMessage(forecastRange, {
        day: f.day(fc.day),
        earliest: f.day(fc.earliest),
        latest:
          fc.latest === undefined ? intl.formatMessage(forecastMessages.later) : f.day(fc.latest),
        nowrap,
      })}
    </>
  );
}
