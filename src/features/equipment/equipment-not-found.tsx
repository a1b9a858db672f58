import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { messages } from './messages';

/** A 404 (or a unit outside the chosen company) is a clear dead end with a way back. */
export function EquipmentNotFound({
  guid,
  company,
}: {
  guid: string;
  company: string | undefined;
}) {
  const intl = useIntl();
  return (
    <div className="rounded-lg border border-line bg-surface p-6">
      <h1 className="text-lg font-semibold">{intl.formatMessage(messages.notFoundHeading)}</h1>
      <p className="mt-1 text-sm">
        <FormattedMessage
          // Rich text: the id in monospace.
          id={(company ? messages.notFoundTextCompany : messages.notFoundText).id}
          defaultMessage={
            (company ? messages.notFoundTextCompany : messages.notFoundText).defaultMessage
          }
          values={{
            guid,
            id: (chunks: ReactNode[]) => <span className="font-mono break-all">{chunks}</span>,
          }}
        />
      </p>
      <Link
        className="mt-3 inline-block font-medium text-accent underline"
        to={paths.fleet.href(company)}
      >
        {intl.formatMessage(messages.backToFleet)}
      </Link>
    </div>
  );
}
