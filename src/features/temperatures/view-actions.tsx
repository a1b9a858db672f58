import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { UpdatedAgo } from '@/components/ui/updated-ago';
import { getRuntimeConfig } from '@/config/runtime-config';
import { downloadBlob } from '@/lib/download';
import { csvFileName } from './model/temperature-csv';
import type { TemperatureWindow } from './model/use-temperature-window';
import type { TemperatureViewData } from './worker/temperature-view-data';
import { useFormat } from '@/lib/use-format';
import { messages, valueMessages } from './messages';

interface ViewActionsProps {
  data: TemperatureWindow;
  /** Undefined while there is nothing to export. */
  view: TemperatureViewData | undefined;
  serial: string | undefined;
}

// The CSV (its name, header and values) stays English in every language: it is data, not text on
// screen (docs/decisions.md#languages).
// The file is built where the logs are held (the temperatures worker): the page has only the
// drawn rows.
async function downloadCsv(data: TemperatureWindow, view: TemperatureViewData, serial?: string) {
  const csv = await data.exportCsv();
  downloadBlob(
    csvFileName(serial, view.window.from, view.window.to),
    [csv],
    'text/csv;charset=utf-8',
  );
}

/** Live status with Pause, when the data was updated, and the CSV export. */
export function ViewActions({ data, view, serial }: ViewActionsProps) {
  const intl = useIntl();
  const f = useFormat();
  const seconds = Math.round(getRuntimeConfig().pollIntervalsMs.equipment / 1000);
  return (
    <>
      {data.live ? (
        <>
          <span
            className="inline-flex items-center gap-1.5 text-xs"
            title={
              data.paused
                ? undefined
                : intl.formatMessage(valueMessages.pollEvery, { seconds: f.seconds(seconds) })
            }
          >
            <span
              aria-hidden
              className={`h-2 w-2 rounded-full ${data.paused ? 'bg-offline-solid' : 'animate-pulse bg-ok-solid'}`}
            />
            {intl.formatMessage(data.paused ? messages.paused : messages.live)}
          </span>
          <Button size="sm" onClick={() => data.setPaused(!data.paused)}>
            {intl.formatMessage(data.paused ? messages.resume : messages.pause)}
          </Button>
        </>
      ) : (
        <span className="text-xs text-fg-muted">{intl.formatMessage(messages.fixedRange)}</span>
      )}
      {data.liveError !== null && data.liveError !== undefined && (
        <span role="status" className="text-xs text-attention-on-soft">
          {intl.formatMessage(messages.liveFailed)}
        </span>
      )}
      <UpdatedAgo updatedAt={data.updatedAt} fetching={data.fetching} />
      <Button
        size="sm"
        disabled={!view}
        onClick={() => view && void downloadCsv(data, view, serial).catch(console.error)}
      >
        {intl.formatMessage(messages.exportCsv)}
      </Button>
    </>
  );
}
