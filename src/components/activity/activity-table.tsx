import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import type { AuditEntry } from '@/api/engine/audit';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/use-format';
import { messages } from './messages';

/** Audit actions with a name on screen; others (other areas' new ones) show their code. */
export const ACTION_NAMES: Record<string, MessageDescriptor> = {
  'controller.reset': messages.actionReset,
  'controller.update': messages.actionUpdate,
  'equipment.information': messages.actionInformation,
  'campaign.create': messages.actionCampaignCreate,
  'campaign.approve': messages.actionCampaignApprove,
  'campaign.pause': messages.actionCampaignPause,
  'campaign.resume': messages.actionCampaignResume,
  'campaign.stop': messages.actionCampaignStop,
  'campaign.retry': messages.actionCampaignRetry,
  'campaign.send': messages.actionCampaignSend,
};

/** The audit log's entries: When, Who, Action, Unit, Result (newest first, as the engine sends). */
export function ActivityTable({
  entries,
  company,
  caption,
}: {
  entries: readonly AuditEntry[];
  company: string | undefined;
  caption?: string;
}) {
  const intl = useIntl();
  const f = useFormat();
  const columns = useMemo((): DataColumn<AuditEntry>[] => {
    const name = (a: string) => (ACTION_NAMES[a] ? intl.formatMessage(ACTION_NAMES[a]) : a);
    return [
      {
        id: 'when',
        header: intl.formatMessage(messages.colWhen),
        rowHeader: true,
        cell: (e) => f.absoluteTime(e.at),
        className: 'w-44 whitespace-nowrap tabular-nums',
      },
      {
        id: 'who',
        header: intl.formatMessage(messages.colWho),
        cell: (e) =>
          e.actor ? `${e.actor.name} (${e.actor.email})` : intl.formatMessage(messages.engine),
      },
      { id: 'action', header: intl.formatMessage(messages.colAction), cell: (e) => name(e.action) },
      {
        id: 'unit',
        header: intl.formatMessage(messages.colUnit),
        cell: (e) =>
          e.unitGuid ? (
            <Link className="underline" to={paths.equipment.href(e.unitGuid, company)}>
              {e.unitLabel ?? e.unitGuid}
            </Link>
          ) : (
            '—'
          ),
      },
      { id: 'result', header: intl.formatMessage(messages.colResult), cell: (e) => e.outcome },
    ];
  }, [intl, f, company]);
  return (
    <DataTable
      caption={caption ?? intl.formatMessage(messages.caption)}
      columns={columns}
      rows={entries}
      rowKey={(e) => String(e.id)}
      empty={intl.formatMessage(messages.empty)}
      className="overflow-x-auto rounded-lg border border-line bg-surface"
    />
  );
}
