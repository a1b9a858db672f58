import type { UseQueryResult } from '@tanstack/react-query';
import type { Equipment } from '@/api/schemas';
import { EmptyState } from '@/components/ui/loading';
import { temperatureEligibility } from './model/temperature-eligibility';

interface TemperaturesEmptyProps {
  equipment: UseQueryResult<Equipment>;
  /** The window is a preset ending now (true) or a custom past window (false). */
  live: boolean;
}

const yesNo = (ok: boolean | undefined) => (ok === undefined ? 'unknown' : ok ? 'yes' : 'no');

/** Why a window has no temperature logs, with what the unit's document says about it. */
export function TemperaturesEmpty({ equipment, live }: TemperaturesEmptyProps) {
  const e = equipment.data ? temperatureEligibility(equipment.data) : undefined;
  const eligible = e?.serviceModule === true && e.versionOk === true;
  return (
    <EmptyState>
      <p className="font-medium text-fg">No temperature logs in this time range.</p>
      <p className="mt-1">
        Temperature logs exist only when the unit&apos;s linked device is a service module (device
        type SERVICE_MODULE) and the controller software and files are version 4.8 or higher.
      </p>
      {e && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt>Linked device</dt>
          <dd>{e.hasDevice ? (e.deviceType ?? 'type not reported') : 'none'}</dd>
          <dt>Service module</dt>
          <dd>{yesNo(e.serviceModule)}</dd>
          <dt>Installed release</dt>
          <dd>
            {e.version ?? 'not reported'}
            {e.versionOk !== undefined && (e.versionOk ? ' (4.8 or higher)' : ' (older than 4.8)')}
          </dd>
        </dl>
      )}
      {equipment.isError && (
        <p className="mt-2">The unit&apos;s details could not be loaded to say why.</p>
      )}
      {eligible && (
        <p className="mt-3">
          This unit should log its temperatures every minute.{' '}
          {live
            ? 'The device may be offline; new logs will appear here when it reports.'
            : 'Try a longer or more recent time range.'}
        </p>
      )}
    </EmptyState>
  );
}
