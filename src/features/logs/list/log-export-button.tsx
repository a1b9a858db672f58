import { useIntl } from 'react-intl';
import type { DeviceLogEntry } from '@/api/device-log-entry';
import { Button } from '@/components/ui/button';
import { CSV_BOM, CSV_MIME_TYPE } from '@/domain/csv';
import type { CatalogEntry } from '@/domain/equipment/error-catalog';
import { downloadText } from '@/lib/download';
import { logCsvFileName, logsToCsv } from './log-csv';
import { messages } from './messages';

interface LogExportButtonProps {
  logs: readonly DeviceLogEntry[];
  catalog: readonly CatalogEntry[];
  unitLabel: string;
  type: string | undefined;
}

/** CSV of exactly the rows the list shows (filters and search applied, loaded logs only). */
export function LogExportButton({ logs, catalog, unitLabel, type }: LogExportButtonProps) {
  const intl = useIntl();
  return (
    <Button
      size="sm"
      disabled={logs.length === 0}
      title={intl.formatMessage(messages.exportTitle)}
      // The file stays English whatever the language on screen (CSV is data: log-csv.ts).
      onClick={() =>
        downloadText(
          logCsvFileName(unitLabel, type, Date.now()),
          CSV_BOM + logsToCsv(logs, catalog),
          CSV_MIME_TYPE,
        )
      }
    >
      {intl.formatMessage(messages.exportCsv, { count: logs.length })}
    </Button>
  );
}
