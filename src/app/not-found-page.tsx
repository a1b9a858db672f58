import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCompany } from '@/lib/use-company';
import { messages } from './messages';

export function NotFoundPage() {
  const intl = useIntl();
  const company = useCompany();
  return (
    <div className="rounded-lg border border-line bg-surface p-6">
      <h1 className="text-lg font-semibold">{intl.formatMessage(messages.notFound)}</h1>
      <p className="mt-1 text-sm">{intl.formatMessage(messages.notFoundText)}</p>
      <Link className="mt-3 inline-block font-medium underline" to={paths.fleet.href(company)}>
        {intl.formatMessage(messages.goToFleet)}
      </Link>
    </div>
  );
}
