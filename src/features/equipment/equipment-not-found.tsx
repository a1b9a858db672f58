import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DeadEnd } from '@/components/ui/dead-end';
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
  const text = company ? messages.notFoundTextCompany : messages.notFoundText;
  return (
    <DeadEnd
      title={intl.formatMessage(messages.notFoundHeading)}
      back={{ to: paths.fleet.href(company), label: intl.formatMessage(messages.backToFleet) }}
    >
      <FormattedMessage
        // Rich text: the id in monospace.
        id={text.id}
        defaultMessage={text.defaultMessage}
        values={{
          guid,
          id: (chunks: ReactNode[]) => <span className="font-mono break-all">{chunks}</span>,
        }}
      />
    </DeadEnd>
  );
}
