import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorCatalogQueries } from '@/api/error-catalog';
import type { Equipment } from '@/domain/documents/schemas';
import { UnitActivityPanel } from '@/components/activity/unit-activity-panel';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { UnitWorkSection } from '@/components/work-orders/unit-work-section';
import { useEngine } from '@/lib/use-engine';
import { ActiveErrorsPanel } from './active-errors-panel';
import { CommandHistoryPanel } from './commands/command-history-panel';
import { InformationPanel } from './information/information-panel';
import { MaintenancePanel } from './maintenance-panel';
import { ErrorTimelinePanel } from './usage/error-timeline-panel';
import { UsagePanel } from './usage/usage-panel';
import { messages } from './messages';

/** The unit page below its header: each panel inside its own error boundary, so one crash stays in it. */
export function UnitPanels({
  equipment,
  company,
}: {
  equipment: Equipment;
  company: string | undefined;
}) {
  const intl = useIntl();
  const engine = useEngine().state;
  const guid = equipment._meta.guid;
  const guarded = (failed: MessageDescriptor, panel: ReactNode) => (
    <ErrorBoundary title={intl.formatMessage(failed)}>{panel}</ErrorBoundary>
  );
  return (
    <>
      {/* min-w-0: a wide table scrolls inside its panel instead of widening the page on phones.
          Side by side only from xl, the counters' six columns given the wider share: at half of a
          laptop screen their forecasts wrapped into four lines. */}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] [&>*]:min-w-0">
        {guarded(
          messages.activeErrorsFailed,
          <ActiveErrorsSection equipment={equipment} company={company} />,
        )}
        {guarded(
          messages.maintenanceFailed,
          <MaintenancePanel equipment={equipment} company={company} />,
        )}
      </div>
      {guarded(messages.usageFailed, <UsagePanel equipment={equipment} company={company} />)}
      {guarded(
        messages.timelineFailed,
        <ErrorTimelinePanel equipment={equipment} company={company} />,
      )}
      {guarded(messages.informationFailed, <InformationPanel equipment={equipment} />)}
      {guarded(
        messages.historyFailed,
        // With the engine, the audit log; without it, this browser's own list.
        engine === 'on' ? (
          <UnitActivityPanel guid={guid} company={company} />
        ) : (
          <CommandHistoryPanel guid={guid} />
        ),
      )}
      {guarded(
        messages.workFailed,
        <UnitWorkSection guid={guid} serial={equipment.serial} company={company} />,
      )}
    </>
  );
}

function ActiveErrorsSection({
  equipment,
  company,
}: {
  equipment: Equipment;
  company: string | undefined;
}) {
  const intl = useIntl();
  const catalog = useQuery(errorCatalogQueries.all(company));
  if (!catalog.data) {
    return (
      <Panel title={intl.formatMessage(messages.activeErrors)}>
        <QueryState
          query={catalog}
          text={{ loading: messages.loadingCatalog, error: messages.catalogError }}
        >
          {() => null}
        </QueryState>
      </Panel>
    );
  }
  const note =
    catalog.data.source === 'builtin'
      ? intl.formatMessage(messages.builtinCatalogNote, {
          // The reason is the service's or the browser's own message: shown as sent.
          reason: catalog.data.fallbackReason ?? intl.formatMessage(messages.unknownReason),
        })
      : undefined;
  return (
    <ActiveErrorsPanel equipment={equipment} catalog={catalog.data.entries} catalogNote={note} />
  );
}
