import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Equipment } from '@/domain/documents/schemas';
import { QueryErrorMessage } from '@/components/ui/error-message';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { messages, valueMessages } from './messages';

interface TemperaturesHeaderProps {
  guid: string;
  company: string | undefined;
  equipment: UseQueryResult<Equipment>;
}

/** Page title with the unit's name, and the way back to its detail page. */
export function TemperaturesHeader({ guid, company, equipment }: TemperaturesHeaderProps) {
  const intl = useIntl();
  const eq = equipment.data;
  const name = eq ? eq.alias?.trim() || eq.serial : undefined;
  return (
    <div className="space-y-2">
      <Link
        to={paths.equipment.href(guid, company)}
        className="text-sm text-accent underline-offset-2 hover:underline"
      >
        {name === undefined
          ? intl.formatMessage(messages.backToUnit)
          : intl.formatMessage(valueMessages.backTo, { name })}
      </Link>
      <PageHeader
        title={
          <>
            {intl.formatMessage(messages.heading)}
            {name && <span className="font-normal text-fg-muted"> · {name}</span>}
          </>
        }
        subtitle={
          eq &&
          intl.formatMessage(valueMessages.serialLine, {
            serial: eq.serial,
            model: eq.model,
            type: eq.type,
          }) +
            (eq.controller?.release?.version
              ? intl.formatMessage(valueMessages.releaseSuffix, {
                  version: eq.controller.release.version,
                })
              : '')
        }
      />
      {equipment.isError && (
        <QueryErrorMessage query={equipment} title={intl.formatMessage(messages.unitFailed)} />
      )}
    </div>
  );
}
