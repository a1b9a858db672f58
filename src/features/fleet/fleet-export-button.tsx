import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { CSV_BOM, CSV_MIME_TYPE } from '@/domain/csv';
import { fleetCsv, fleetCsvFileName } from './fleet-csv';
import type { FleetRow } from './fleet-row';

/** Downloads the fleet view as filtered and sorted on screen (not the whole fleet). */
function FleetExportButtonView({
  rows,
  visible,
  company,
}: {
  rows: readonly FleetRow[];
  visible: Int32Array;
  company: string | undefined;
}) {
  function download() {
    const blob = new Blob([CSV_BOM, fleetCsv(rows, visible)], { type: CSV_MIME_TYPE });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = fleetCsvFileName(company, new Date());
    document.body.append(a);
    a.click();
    a.remove();
    // Revoked after the click has been handled; the download keeps its own copy.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return (
    <Button
      onClick={download}
      disabled={visible.length === 0}
      title="Download the units shown below as a CSV file"
    >
      Export CSV
    </Button>
  );
}

/** Memoised: the page re-renders on every keystroke, this part only when its props change. */
export const FleetExportButton = memo(FleetExportButtonView);
