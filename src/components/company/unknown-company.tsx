import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { DeadEnd } from '@/components/ui/dead-end';
import { messages } from './messages';

/** A company in the URL that the caller cannot act for: say so and offer the way back. */
export function UnknownCompany({ company }: { company: string }) {
  const intl = useIntl();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete('company');
  const qs = params.toString();
  return (
    <DeadEnd
      title={intl.formatMessage(messages.noAccess)}
      tone="attention"
      back={{
        to: `${location.pathname}${qs ? `?${qs}` : ''}`,
        label: intl.formatMessage(messages.showAll),
      }}
    >
      {intl.formatMessage(messages.noAccessText, {
        company,
        code: (chunks) => <code className="break-all">{chunks}</code>,
      })}
    </DeadEnd>
  );
}
