import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Equipment } from '@/domain/documents/schemas';
import { EmptyState } from '@/components/ui/loading';
import { temperatureEligibility } from './model/temperature-eligibility';
import { messages } from './messages';

interface TemperaturesEmptyProps {
  equipment: UseQueryResult<Equipment>;
  /** The window is a preset ending now (true) or a custom past window (false). */
  live: boolean;
}

const yesNo = (ok: boolean | undefined) =>
  ok === undefined ? messages.unknown : ok ? messages.yes : messages.no;

/** Why a window has no temperature logs, with what the unit's document says about it. */
export function TemperaturesEmpty({ equipment, live }: TemperaturesEmptyProps) {
  const intl = useIntl();
  const e = equipment.data ? temperatureEligibility(equipment.data) : undefined;
  const eligible = e?.serviceModule === true && e.versionOk === true;
  return (
    <EmptyState>
      <p className="font-medium text-fg">{intl.formatMessage(messages.emptyTitle)}</p>
      <p className="mt-1">{intl.formatMessage(messages.emptyWhy)}</p>
      {e && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt>{intl.formatMessage(messages.linkedDevice)}</dt>
          <dd>
            {e.hasDevice
              ? (e.deviceType ?? intl.formatMessage(messages.typeNotReported))
              : intl.formatMessage(messages.none)}
          </dd>
          <dt>{intl.formatMessage(messages.serviceModule)}</dt>
          <dd>{intl.formatMessage(yesNo(e.serviceModule))}</dd>
          <dt>{intl.formatMessage(messages.installedRelease)}</dt>
          <dd>
            {e.version ?? intl.formatMessage(messages.notReported)}
            {e.versionOk !== undefined &&
              intl.formatMessage(e.versionOk ? messages.versionOk : messages.versionOld)}
          </dd>
        </dl>
      )}
      {equipment.isError && <p className="mt-2">{intl.formatMessage(messages.detailsFailed)}</p>}
      {eligible && (
        <p className="mt-3">
          {intl.formatMessage(messages.everyMinute)}{' '}
          {intl.formatMessage(live ? messages.maybeOffline : messages.tryOtherRange)}
        </p>
      )}
    </EmptyState>
  );
}
