import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { DataColumn } from '@/components/ui/data-table';
import type { CampaignUnit } from '@/domain/campaigns/campaign-engine';
import { messages, STEP_MESSAGES } from './messages';
import { useCampaignText } from './use-campaign-text';

/** The columns of a campaign's units table; times in `clock`. */
export function useCampaignUnitColumns(clock: Intl.DateTimeFormat): DataColumn<CampaignUnit>[] {
  const intl = useIntl();
  const text = useCampaignText();
  return useMemo((): DataColumn<CampaignUnit>[] => {
    const time = (ms: number | undefined) => (ms === undefined ? '—' : clock.format(ms));
    return [
      {
        id: 'unit',
        header: intl.formatMessage(messages.unitHeader),
        rowHeader: true,
        cell: (u) => u.label,
        className: 'w-40',
      },
      {
        id: 'wave',
        header: intl.formatMessage(messages.waveHeader),
        cell: (u) => (u.wave >= 0 ? u.wave + 1 : '—'),
        className: 'w-16',
      },
      {
        id: 'step',
        header: intl.formatMessage(messages.stepHeader),
        cell: (u) => <span data-step={u.step}>{intl.formatMessage(STEP_MESSAGES[u.step])}</span>,
        className: 'w-24',
      },
      // The engine's reason: a code turned into text here (the CSV keeps the English).
      {
        id: 'reason',
        header: intl.formatMessage(messages.reasonHeader),
        cell: (u) => text.unitReason(u),
      },
      {
        id: 'sent',
        header: intl.formatMessage(messages.sentHeader),
        cell: (u) => time(u.sentAt),
        className: 'w-24 tabular-nums',
      },
      {
        id: 'done',
        header: intl.formatMessage(messages.doneHeader),
        cell: (u) => time(u.doneAt),
        className: 'w-24 tabular-nums',
      },
    ];
  }, [intl, clock, text]);
}
