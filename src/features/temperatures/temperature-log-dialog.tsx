import { useQuery } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import { temperatureQueries } from '@/api/temperatures';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { SimpleTable, type DataColumn } from '@/components/ui/simple-table';
import { compareSensorIds, describeSensor, sensorColor } from '@/domain/equipment/sensors';
import { useFormat, type Formatters } from '@/lib/use-format';
import { messages } from './messages';
import { stateLabel } from './texts';
import { sensorDescriptionColumn } from './sensor-description-column';

interface TemperatureLogDialogProps {
  equipmentGuid: string;
  company: string | undefined;
  /** The log to show; null keeps the dialog closed. */
  log: { guid: string; at: number } | null;
  onClose: () => void;
}

/** Endpoint 10: one temperature log with the readings of all its sensors. */
export function TemperatureLogDialog({
  equipmentGuid,
  company,
  log,
  onClose,
}: TemperatureLogDialogProps) {
  const intl = useIntl();
  const f = useFormat();
  return (
    <Dialog
      open={log !== null}
      onClose={onClose}
      wide
      title={intl.formatMessage(messages.logDialogTitle)}
      description={log ? f.absoluteTime(log.at) : undefined}
    >
      {log && <LogReadings equipmentGuid={equipmentGuid} company={company} logGuid={log.guid} />}
      <div className="mt-4 flex justify-end">
        <Button onClick={onClose}>{intl.formatMessage(messages.close)}</Button>
      </div>
    </Dialog>
  );
}

type Reading = { sensor: string; value: number };

function readingColumns(intl: IntlShape, f: Formatters): DataColumn<Reading>[] {
  return [
    {
      id: 'sensor',
      header: intl.formatMessage(messages.sensor),
      rowHeader: true,
      cellClassName: 'font-medium',
      cell: (r) => (
        <>
          <span
            aria-hidden
            className="mr-2 inline-block h-0.5 w-3 align-middle"
            style={{ backgroundColor: sensorColor(r.sensor) }}
          />
          {describeSensor(r.sensor).label}
        </>
      ),
    },
    sensorDescriptionColumn(intl),
    {
      id: 'reading',
      header: intl.formatMessage(messages.reading),
      className: 'text-right tabular-nums',
      cell: (r) => f.celsius(r.value),
    },
  ];
}

function LogReadings({
  equipmentGuid,
  company,
  logGuid,
}: {
  equipmentGuid: string;
  company: string | undefined;
  logGuid: string;
}) {
  const intl = useIntl();
  const f = useFormat();
  const query = useQuery(temperatureQueries.detail(equipmentGuid, logGuid, company));
  return (
    <QueryState
      query={query}
      loadingLabel={intl.formatMessage(messages.loadingLog)}
      errorTitle={intl.formatMessage(messages.logFailed)}
    >
      {(log) => {
        const readings = [...log.readings].sort((a, b) => compareSensorIds(a.sensor, b.sensor));
        return (
          <div className="space-y-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-fg-muted">{intl.formatMessage(messages.loggedAt)}</dt>
              <dd>{f.absoluteTime(log.logDate)}</dd>
              <dt className="text-fg-muted">{intl.formatMessage(messages.controllerState)}</dt>
              <dd>{stateLabel(intl, log.controllerState)}</dd>
              <dt className="text-fg-muted">{intl.formatMessage(messages.controllerSerial)}</dt>
              <dd>{log.controllerSerial}</dd>
              <dt className="text-fg-muted">{intl.formatMessage(messages.logId)}</dt>
              <dd className="break-all">{log.temperatureId}</dd>
            </dl>
            <SimpleTable
              caption={intl.formatMessage(messages.logReadings)}
              columns={readingColumns(intl, f)}
              rows={readings}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
