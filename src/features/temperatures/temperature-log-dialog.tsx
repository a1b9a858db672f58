import { useQuery } from '@tanstack/react-query';
import { temperatureQueries } from '@/api/temperatures';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { compareSensorIds, describeSensor, normalizeSensorId, sensorColor } from '@/domain/sensors';
import { formatAbsoluteTime } from '@/domain/time';
import { formatCelsius } from '@/domain/units';
import { STATE_LABELS } from '@/domain/equipment-state';
import { stateNameOf } from './chart/state-band';

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
  return (
    <Dialog
      open={log !== null}
      onClose={onClose}
      wide
      title="Temperature log"
      description={log ? formatAbsoluteTime(log.at) : undefined}
    >
      {log && <LogReadings equipmentGuid={equipmentGuid} company={company} logGuid={log.guid} />}
      <div className="mt-4 flex justify-end">
        <Button onClick={onClose}>Close</Button>
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
  const query = useQuery(temperatureQueries.detail(equipmentGuid, logGuid, company));
  return (
    <QueryState
      query={query}
      loadingLabel="Loading the log…"
      errorTitle="Could not load this temperature log"
    >
      {(log) => {
        const state = stateNameOf(log.controller_state);
        const readings = [...log.temperatures].sort((a, b) => compareSensorIds(a.sensor, b.sensor));
        return (
          <div className="space-y-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-fg-muted">Logged at</dt>
              <dd>{formatAbsoluteTime(log.log_date)}</dd>
              <dt className="text-fg-muted">Controller state</dt>
              <dd>
                {state === 'unknown'
                  ? `Unknown (code ${log.controller_state})`
                  : STATE_LABELS[state]}
              </dd>
              <dt className="text-fg-muted">Controller serial</dt>
              <dd>{log.controller_serial}</dd>
              <dt className="text-fg-muted">Log id</dt>
              <dd className="break-all">{log.temperature_id}</dd>
            </dl>
            <div>
              <table className="w-full text-sm">
                <caption className="sr-only">Readings of this log</caption>
                <thead>
                  <tr className="border-b border-line text-left text-xs text-fg-muted">
                    <th scope="col" className="px-2 py-1">
                      Sensor
                    </th>
                    <th scope="col" className="px-2 py-1">
                      Description
                    </th>
                    <th scope="col" className="px-2 py-1 text-right">
                      Reading
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
                          {info.description ?? (
                            <span className="italic text-fg-subtle">no description</span>
                          )}
                        </td>
                        <td className="px-2 py-1 text-right tabular-nums">
                          {formatCelsius(r.value)}
                        </td>
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
