import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { temperatureQueries } from '@/api/temperatures';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import {
  compareSensorIds,
  describeSensor,
  normalizeSensorId,
  sensorColor,
} from '@/domain/equipment/sensors';
import { useFormat } from '@/lib/use-format';
import { messages } from './messages';
import { sensorDescription, stateLabel } from './texts';

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
        const readings = [...log.temperatures].sort((a, b) => compareSensorIds(a.sensor, b.sensor));
        return (
          <div className="space-y-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-fg-muted">{intl.formatMessage(messages.loggedAt)}</dt>
              <dd>{f.absoluteTime(log.log_date)}</dd>
              <dt className="text-fg-muted">{intl.formatMessage(messages.controllerState)}</dt>
              <dd>{stateLabel(intl, log.controller_state)}</dd>
              <dt className="text-fg-muted">{intl.formatMessage(messages.controllerSerial)}</dt>
              <dd>{log.controller_serial}</dd>
              <dt className="text-fg-muted">{intl.formatMessage(messages.logId)}</dt>
              <dd className="break-all">{log.temperature_id}</dd>
            </dl>
            <div>
              <table className="w-full text-sm">
                <caption className="sr-only">{intl.formatMessage(messages.logReadings)}</caption>
                <thead>
                  <tr className="border-b border-line text-left text-xs text-fg-muted">
                    <th scope="col" className="px-2 py-1">
                      {intl.formatMessage(messages.sensor)}
                    </th>
                    <th scope="col" className="px-2 py-1">
                      {intl.formatMessage(messages.description)}
                    </th>
                    <th scope="col" className="px-2 py-1 text-right">
                      {intl.formatMessage(messages.reading)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {readings.map((r, i) => {
                    const info = describeSensor(r.sensor);
                    return (
                      <tr
                        key={`${normalizeSensorId(r.sensor)}-${i}`}
                        className="border-b border-line-subtle"
                      >
                        <th scope="row" className="px-2 py-1 text-left font-medium">
                          <span
                            aria-hidden
                            className="mr-2 inline-block h-0.5 w-3 align-middle"
                            style={{ backgroundColor: sensorColor(r.sensor) }}
                          />
                          {info.label}
                        </th>
                        <td className="px-2 py-1">
                          {sensorDescription(intl, r.sensor) ?? (
                            <span className="italic text-fg-subtle">
                              {intl.formatMessage(messages.noDescription)}
                            </span>
                          )}
                        </td>
                        <td className="px-2 py-1 text-right tabular-nums">{f.celsius(r.value)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}
