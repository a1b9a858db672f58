import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { equipmentQueries } from '@/api/equipment';
import type { Equipment } from '@/domain/documents/schemas';
import { useCounterName } from '@/components/ui/counter-names/counter-name-text';
import { ErrorMessage } from '@/components/ui/error-message';
import { EmptyState, Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { StaleNotice } from '@/components/ui/query-state';
import { getRuntimeConfig } from '@/config/runtime-config';
import { useEngine } from '@/lib/use-engine';
import { useFormat } from '@/lib/use-format';
import { unreadableAt } from './information/information-fields';
import { counterRows } from './maintenance-rows';
import { MaintenanceTable } from './maintenance-table';
import { messages } from './messages';
import { useServiceCounters } from './use-service-counters';

/**
 * docs/decisions.md#maintenance-counters: endpoint 5 in hours and minutes with progress toward
 * `limit`, the controller's counters alongside.
 */
export function MaintenancePanel({
  equipment,
  company,
}: {
  equipment: Equipment;
  company: string | undefined;
}) {
  const intl = useIntl();
  const f = useFormat();
  const counterName = useCounterName();
  const guid = equipment._meta.guid;
  const counters = useQuery({
    ...equipmentQueries.counters(guid, company),
    refetchInterval: getRuntimeConfig().pollIntervalsMs.equipment,
  });
  const rows = counterRows(counters.data?.items, equipment.controller?.hours);
  const retry = () => void counters.refetch();
  const service = useServiceCounters(equipment, company, rows);
  const engineOn = useEngine().state === 'on';
  const changes = useMemo(
    () =>
      [...service.values()]
        .flatMap((c) => c.changes.map((ch) => ({ ...ch, type: c.type })))
        .sort((a, b) => b.at - a.at),
    [service],
  );

  return (
    <Panel title={intl.formatMessage(messages.maintenanceTitle)}>
      {counters.isPending && <Loading label={intl.formatMessage(messages.maintenanceLoading)} />}
      {counters.isError &&
        (counters.data ? (
          <StaleNotice onRetry={retry} retrying={counters.isFetching} />
        ) : (
          <div className="mb-3">
            <ErrorMessage
              error={counters.error}
              title={intl.formatMessage(messages.maintenanceError)}
              onRetry={retry}
              retrying={counters.isFetching}
            />
          </div>
        ))}
      {rows.length === 0 ? (
        !counters.isPending &&
        !(counters.isError && !counters.data) && (
          <EmptyState>{intl.formatMessage(messages.maintenanceEmpty)}</EmptyState>
        )
      ) : (
        <MaintenanceTable rows={rows} service={service} />
      )}
      <h3 className="mt-4 mb-1 text-sm font-semibold">
        {intl.formatMessage(messages.serviceHistory)}
      </h3>
      {changes.length === 0 ? (
        <p className="text-sm text-fg-muted">
          {intl.formatMessage(engineOn ? messages.noPartChangeServer : messages.noPartChange)}
        </p>
      ) : (
        <ul className="text-sm">
          {changes.map((c) => (
            <li key={`${c.type}-${c.at}`}>
              {intl.formatMessage(messages.partChanged, {
                time: f.absoluteTime(c.at, equipment.location?.timezone ?? undefined),
                counter: counterName(c.type),
                value: f.minutes(c.valueReached),
              })}
            </li>
          ))}
        </ul>
      )}
      {unreadableAt(equipment, 'controller.hours') && (
        <p className="mt-2 text-xs text-accent">
          {intl.formatMessage(messages.controllerHoursUnreadable)}
        </p>
      )}
      {counters.data && counters.data.invalidCount > 0 && (
        <p className="mt-2 text-xs text-accent">
          {intl.formatMessage(messages.countersUnreadable, { count: counters.data.invalidCount })}
        </p>
      )}
    </Panel>
  );
}
