import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Options, Select } from '@/components/ui/select';
import { DUE_WITHIN_VALUES, type BoardView, type DueWithin } from '@/domain/service/service-board';
import type { ServiceStatus } from '@/domain/service/service-status';
import { messages, valueMessages } from './messages';

// The bar above the service board: its two filters, the counts by status, "Forecast all" (with
// its progress) and the CSV export.

const STATUS_MESSAGES = {
  overdue: messages.statusOverdue,
  'due-soon': messages.statusDueSoon,
  ok: messages.statusOk,
} satisfies Record<ServiceStatus, unknown>;

/** A "Due within" option in the language on screen. */
function withinLabel(intl: IntlShape, value: DueWithin): string {
  if (value === 'overdue') return intl.formatMessage(messages.withinOverdue);
  if (value === 'all') return intl.formatMessage(messages.withinAll);
  return intl.formatMessage(valueMessages.withinDays, { days: Number(value) });
}

export interface ServiceToolbarProps {
  view: BoardView;
  setView: (next: BoardView) => void;
  types: readonly { type: string; name: string }[];
  counts: Record<ServiceStatus, number>;
  receiving: boolean;
  progress: { done: number; total: number } | null;
  unitCount: number;
  onForecastAll: () => void;
  onCancel: () => void;
  canExport: boolean;
  onExport: () => void;
}

export function ServiceToolbar({
  view,
  setView,
  types,
  counts,
  progress,
  ...p
}: ServiceToolbarProps) {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-lg border border-line bg-surface p-3">
      <Field label={intl.formatMessage(messages.dueWithin)}>
        <Select
          value={view.within}
          onChange={(e) => setView({ ...view, within: e.target.value as DueWithin })}
        >
          <Options values={DUE_WITHIN_VALUES} label={(value) => withinLabel(intl, value)} />
        </Select>
      </Field>
      <Field label={intl.formatMessage(messages.counter)}>
        <Select value={view.type} onChange={(e) => setView({ ...view, type: e.target.value })}>
          <option value="">{intl.formatMessage(messages.allCounters)}</option>
          {types.map((t) => (
            <option key={t.type} value={t.type}>
              {t.name}
            </option>
          ))}
        </Select>
      </Field>
      <p role="status" className="text-sm font-medium tabular-nums sm:pb-1.5">
        {(['overdue', 'due-soon', 'ok'] as const)
          .map((s) =>
            intl.formatMessage(valueMessages.statusCount, {
              status: intl.formatMessage(STATUS_MESSAGES[s]),
              count: counts[s],
            }),
          )
          .join(' · ')}
        {p.receiving && intl.formatMessage(messages.receivedSoFar)}
      </p>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {progress ? (
          <>
            <label className="flex items-center gap-2 text-sm">
              {intl.formatMessage(valueMessages.forecasting, progress)}
              <progress value={progress.done} max={progress.total} className="w-32" />
            </label>
            <Button onClick={p.onCancel}>{intl.formatMessage(messages.cancel)}</Button>
          </>
        ) : (
          <Button onClick={p.onForecastAll} disabled={p.unitCount === 0}>
            {intl.formatMessage(valueMessages.forecastAll, { count: p.unitCount })}
          </Button>
        )}
        <Button onClick={p.onExport} disabled={!p.canExport}>
          {intl.formatMessage(messages.exportCsv)}
        </Button>
      </div>
    </div>
  );
}
