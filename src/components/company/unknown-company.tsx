import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { messages } from './messages';

/** A company in the URL that the caller cannot act for: say so and offer the way back. */
export function UnknownCompany({ company }: { company: string }) {
  const intl = useIntl();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete('company');
  const qs = params.toString();
  return (
    <div
      role="alert"
      className="rounded-lg border border-attention-line bg-attention-subtle p-4 text-attention-on-soft"
    >
      <h1 className="text-lg font-semibold">{intl.formatMessage(messages.noAccess)}</h1>
      <p className="mt-1 break-all text-sm">
        {intl.formatMessage(messages.noAccessText, {
          company,
          code: (chunks) => <code>{chunks}</code>,
        })}
      </p>
      <Link
        className="mt-3 inline-block font-medium underline"
        to={`${location.pathname}${qs ? `?${qs}` : ''}`}
      >
        {intl.formatMessage(messages.showAll)}
      </Link>
    </div>
  );
}
