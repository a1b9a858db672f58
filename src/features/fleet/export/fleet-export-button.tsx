import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { CSV_BOM, CSV_MIME_TYPE } from '@/domain/csv';
import { downloadBlob } from '@/lib/download';
import { fleetCsv, fleetCsvFileName } from './fleet-csv';
import type { FleetRow } from '../table/fleet-row';

const WAITING_TITLES = {
  receiving: 'Available once every unit is received',
  failed: 'Not every unit was received: retry before exporting',
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
      title={
        waitingFor ? WAITING_TITLES[waitingFor] : 'Download the units shown below as a CSV file'
      }
    >
      Export CSV
    </Button>
  );
}

/** Memoised: the page re-renders on every keystroke, this part only when its props change. */
export const FleetExportButton = memo(FleetExportButtonView);
