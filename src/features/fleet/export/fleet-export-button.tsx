import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { CSV_BOM, CSV_MIME_TYPE } from '@/domain/csv';
import { downloadBlob } from '@/lib/download';
import { fleetCsv, fleetCsvFileName } from './fleet-csv';
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
  function download() {
    downloadBlob(
      fleetCsvFileName(company, new Date()),
      [CSV_BOM, fleetCsv(rows, visible)],
      CSV_MIME_TYPE,
    );
  }
  return (
    <Button
      onClick={download}
      disabled={visible.length === 0 || waitingFor !== undefined}
      title={intl.formatMessage(waitingFor ? WAITING_TITLES[waitingFor] : messages.exportTip)}
    >
      {intl.formatMessage(messages.exportCsv)}
    </Button>
  );
}

/** Memoised: the page re-renders on every keystroke, this part only when its props change. */
export const FleetExportButton = memo(FleetExportButtonView);
