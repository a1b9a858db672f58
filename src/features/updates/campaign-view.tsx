import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DataTable } from '@/components/ui/data-table';
import { stepCounts, type Campaign } from '@/domain/campaigns/campaign-engine';
import { useLocale } from '@/lib/use-format';
import { downloadCampaignCsv } from './campaign-csv';
import { CampaignEventLog } from './campaign-event-log';
import { CampaignHeader } from './campaign-header';
import { useCampaignUnitColumns } from './campaign-unit-columns';
import { DATE_LOCALE, messages } from './messages';

/** The clock of a campaign's unit times and event log, in the page's language. */
export function useCampaignClock() {
  const locale = useLocale();
  return useMemo(
    () => new Intl.DateTimeFormat(DATE_LOCALE[locale], { timeStyle: 'medium' }),
    [locale],
  );
}

/** One campaign run by this browser: its progress, its units and its event log; `controls` are the buttons of who runs it. */
export function CampaignView({
  campaign,
  note,
  controls,
}: {
  campaign: Campaign;
  note: ReactNode;
  controls: ReactNode;
}) {
  const counts = useMemo(() => stepCounts(campaign), [campaign]);
  const intl = useIntl();
  const clock = useCampaignClock();
  const columns = useCampaignUnitColumns(clock);

  return (
    <div className="space-y-4">
      <CampaignHeader
        campaign={campaign}
        counts={counts}
        note={note}
        controls={controls}
        onExport={() => downloadCampaignCsv(campaign)}
      />
      <DataTable
        caption={intl.formatMessage(messages.unitsCaption)}
        captionVisible
        columns={columns}
        rows={campaign.units}
        rowKey={(u) => u.guid}
        virtual={{ rowHeight: 37 }}
        className="max-h-[28rem] overflow-auto rounded-lg border border-line bg-surface"
      />
      <CampaignEventLog events={campaign.events} clock={clock} />
    </div>
  );
}
