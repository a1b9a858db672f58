import { useIntl } from 'react-intl';
import { DeadEnd } from '@/components/ui/dead-end';
import { paths } from '@/config/paths';
import { useCompany } from '@/lib/use-company';
import { messages } from './messages';

export function NotFoundPage() {
  const intl = useIntl();
  const company = useCompany();
  return (
    <DeadEnd
      title={intl.formatMessage(messages.notFound)}
      back={{ to: paths.fleet.href(company), label: intl.formatMessage(messages.goToFleet) }}
    >
      {intl.formatMessage(messages.notFoundText)}
    </DeadEnd>
  );
}
