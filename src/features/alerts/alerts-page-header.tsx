import { useIntl, type MessageDescriptor } from 'react-intl';
import { PageHeader } from '@/components/ui/page-header';
import { messages } from './messages';
import { NotificationsButton } from './notifications-button';

/** The top of both alerts pages (in the browser, or checked by the engine): `intro` says which. */
export function AlertsPageHeader({ intro }: { intro: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <>
      <title>{intl.formatMessage(messages.pageTitle)}</title>
      <PageHeader
        title={intl.formatMessage(messages.heading)}
        subtitle={intl.formatMessage(intro)}
      />
      <NotificationsButton />
    </>
  );
}
