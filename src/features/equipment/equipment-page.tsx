import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useEquipment } from '@/api/equipment';
import { errorCatalogQueries } from '@/api/error-catalog';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { QueryState, StaleNotice } from '@/components/ui/query-state';
import { useNow } from '@/components/ui/use-now';
import { getRuntimeConfig } from '@/config/runtime-config';
import { UnitActivityPanel } from '@/components/activity/unit-activity-panel';
import { useCompany } from '@/lib/use-company';
import { useEngine } from '@/lib/use-engine';
import type { ControllerCommandKind } from './commands/command-availability';
import { CommandHistoryPanel } from './commands/command-history-panel';
import { ActiveErrorsPanel } from './active-errors-panel';
import { CommandProgressPanel } from './commands/command-progress-panel';
import { isCommandActive, useCommand } from './commands/command-store';
import { ControllerCommandDialog } from './commands/controller-command-dialog';
import { deriveState } from './derive';
import { EditInformationDialog } from './information/edit-information-dialog';
import { EquipmentCommands } from './commands/equipment-commands';
import { EquipmentHeader, unitName } from './equipment-header';
import { EquipmentNotFound } from './equipment-not-found';
import { InformationPanel } from './information/information-panel';
import { MaintenancePanel } from './maintenance-panel';
import { ErrorTimelinePanel } from './usage/error-timeline-panel';
import { UsagePanel } from './usage/usage-panel';
import { UpdatedAgo } from '@/components/ui/updated-ago';
import { useControllerCommand } from './commands/use-controller-command';
import { Panel } from '@/components/ui/panel';
import { messages } from './messages';
import { UnitWorkSection } from '@/components/work-orders/unit-work-section';

/** Route `/equipment/:guid`: the page support staff live on. */
export function EquipmentPage() {
  const intl = useIntl();
  const { guid = '' } = useParams();
  const company = useCompany();
  const engine = useEngine().state;
  const command = useCommand(guid);
  const commandActive = isCommandActive(command);
  // Every 10 s; every 2 s while a command started here is followed (docs/decisions.md#freshness).
  const detail = useEquipment(guid, company, { followingCommand: commandActive });
  const controller = useControllerCommand(guid, company, detail.data, detail.dataUpdatedAt);
  const now = useNow(5_000);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<ControllerCommandKind | null>(null);

  if (detail.data === undefined) {
    if (isApiError(detail.error, 404)) return <EquipmentNotFound guid={guid} company={company} />;
    return (
      <div className="space-y-3">
        {detail.isError && <PageHeader title={intl.formatMessage(messages.pageHeading)} />}
        <QueryState query={detail} text={{ loading: messages.loading, error: messages.loadError }}>
          {() => null}
        </QueryState>
      </div>
    );
  }

  const eq = detail.data;
  const derived = deriveState(eq, now);
  const { offlineAfterMs } = getRuntimeConfig();

  return (
    <div className="space-y-4">
      <title>{intl.formatMessage(messages.documentTitle, { unit: unitName(eq) })}</title>
      {detail.isError && (
        <StaleNotice onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      )}
      <EquipmentHeader
        equipment={eq}
        derived={derived}
        company={company}
        offlineAfterMs={offlineAfterMs}
        updated={<UpdatedAgo updatedAt={detail.dataUpdatedAt} fetching={detail.isFetching} />}
        actions={
          <ErrorBoundary title={intl.formatMessage(messages.actionsFailed)}>
            <EquipmentCommands
              equipment={eq}
              derived={derived}
              company={company}
              commandActive={commandActive}
              onEdit={() => setEditing(true)}
              onCommand={setConfirming}
            />
          </ErrorBoundary>
        }
      />
      {controller.state && (
        <ErrorBoundary title={intl.formatMessage(messages.progressFailed)}>
          <CommandProgressPanel state={controller.state} onDismiss={controller.dismiss} />
        </ErrorBoundary>
      )}
      {/* min-w-0: a wide table scrolls inside its panel instead of widening the page on phones.
          Side by side only from xl, the counters' six columns given the wider share: at half of a
          laptop screen their forecasts wrapped into four lines. */}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] [&>*]:min-w-0">
        <ErrorBoundary title={intl.formatMessage(messages.activeErrorsFailed)}>
          <ActiveErrorsSection equipment={eq} company={company} />
        </ErrorBoundary>
        <ErrorBoundary title={intl.formatMessage(messages.maintenanceFailed)}>
          <MaintenancePanel equipment={eq} company={company} />
        </ErrorBoundary>
      </div>
      <ErrorBoundary title={intl.formatMessage(messages.usageFailed)}>
        <UsagePanel equipment={eq} company={company} />
      </ErrorBoundary>
      <ErrorBoundary title={intl.formatMessage(messages.timelineFailed)}>
        <ErrorTimelinePanel equipment={eq} company={company} />
      </ErrorBoundary>
      <ErrorBoundary title={intl.formatMessage(messages.informationFailed)}>
        <InformationPanel equipment={eq} />
      </ErrorBoundary>
      <ErrorBoundary title={intl.formatMessage(messages.historyFailed)}>
        {/* With the engine, the audit log; without it, this browser's own list. */}
        {engine === 'on' ? (
          <UnitActivityPanel guid={guid} company={company} />
        ) : (
          <CommandHistoryPanel guid={guid} />
        )}
      </ErrorBoundary>
      <ErrorBoundary title={intl.formatMessage(messages.workFailed)}>
        <UnitWorkSection guid={guid} serial={eq.serial} company={company} />
      </ErrorBoundary>

      <EditInformationDialog
        open={editing}
        equipment={eq}
        company={company}
        onClose={() => setEditing(false)}
      />
      <ControllerCommandDialog
        kind={confirming}
        unit={unitName(eq)}
        serial={eq.serial}
        version={eq.controller?.release?.version}
        onClose={() => setConfirming(null)}
        onConfirm={(kind) => {
          setConfirming(null);
          void controller.send(kind);
        }}
      />
    </div>
  );
}

function ActiveErrorsSection({
  equipment,
  company,
}: {
  equipment: Parameters<typeof ActiveErrorsPanel>[0]['equipment'];
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
