import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useEquipment } from '@/api/equipment';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { QueryState, StaleNotice } from '@/components/ui/query-state';
import { useNow } from '@/components/ui/use-now';
import { getRuntimeConfig } from '@/config/runtime-config';
import { useCompany } from '@/lib/use-company';
import type { ControllerCommandKind } from './commands/command-availability';
import { CommandProgressPanel } from './commands/command-progress-panel';
import { isCommandActive, useCommand } from './commands/command-store';
import { ControllerCommandDialog } from './commands/controller-command-dialog';
import { deriveState } from './derive';
import { EditInformationDialog } from './information/edit-information-dialog';
import { EquipmentCommands } from './commands/equipment-commands';
import { EquipmentHeader, unitName } from './equipment-header';
import { EquipmentNotFound } from './equipment-not-found';
import { UnitPanels } from './unit-panels';
import { UpdatedAgo } from '@/components/ui/updated-ago';
import { useControllerCommand } from './commands/use-controller-command';
import { messages } from './messages';

/** Route `/equipment/:guid`: the page support staff live on. */
export function EquipmentPage() {
  const intl = useIntl();
  const { guid = '' } = useParams();
  const company = useCompany();
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
      <UnitPanels equipment={eq} company={company} />

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
