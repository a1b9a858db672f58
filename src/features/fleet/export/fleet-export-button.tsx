import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import type { FleetRow } from '../table/fleet-row';
import { messages } from '../messages';

const WAITING_TITLES = {
  receiving: messages.exportReceiving,
  failed: messages.exportFailed,
};

/**
 * Downloads the fleet view as filtered and sorted on screen (not the whole fleet). It waits for a
 * complete list: a file of the units received so far would look like the whole view.
 */
function FleetExportButtonView({
  rows,
  visible,
  company,
  waitingFor,
}: {
  rows: readonly FleetRow[];
  visible: Int32Array;
  company: string | undefined;
  /** Set while the list is not complete. */
  waitingFor?: keyof typeof WAITING_TITLES | undefined;
}) {
  const intl = useIntl();
  async function download() {
    // Loaded on the click: the file's code is not needed to show the list.
    const [{ fleetCsv, fleetCsvFileName }, { CSV_BOM, CSV_MIME_TYPE }, { downloadBlob }] =
      await Promise.all([import('./fleet-csv'), import('@/domain/csv'), import('@/lib/download')]);
    downloadBlob(
      fleetCsvFileName(company, new Date()),
      [CSV_BOM, fleetCsv(rows, visible)],
      CSV_MIME_TYPE,
    );
  }
  return (
    <Button
      onClick={() => void download()}
      disabled={visible.length === 0 || waitingFor !== undefined}
      title={intl.formatMessage(waitingFor ? WAITING_TITLES[waitingFor] : messages.exportTip)}
    >
      {intl.formatMessage(messages.exportCsv)}
    </Button>
  );
}

/** Memoised: the page re-renders on every keystroke, this part only when its props change. */
export const FleetExportButton = memo(FleetExportButtonView);
