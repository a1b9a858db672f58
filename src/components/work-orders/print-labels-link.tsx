import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { writeFleetView, type FleetView } from '@/domain/fleet/fleet-view';
import { messages } from './messages';

/** The fleet page's way to the QR label sheet: the same units, by the view's filters and search. */
export function PrintLabelsLink({
  company,
  view,
}: {
  company: string | undefined;
  view: FleetView;
}) {
  const intl = useIntl();
  return (
    <Link
      to={paths.labels.href(company, writeFleetView(view))}
      className="text-sm font-medium text-accent underline"
    >
      {intl.formatMessage(messages.labels)}
    </Link>
  );
}
