import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { usePermissions } from '@/api/auth';
import { notificationQueries } from '@/api/engine/notifications';
import { can, companiesOf } from '@/api/permissions';
import { companyNameText } from '@/components/company/company-name';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { useCompanyLabels } from '@/lib/company-labels';
import { useCompany } from '@/lib/use-company';
import { useEngine } from '@/lib/use-engine';
import { CompanyWebhooks } from './company-webhooks';
import { messages } from './messages';
import { PushButton } from './push-button';
import { SettingsForm } from './settings-form';

/** docs/decisions.md#notifications: a person's own channels, and their companies' webhooks. */
export function NotificationsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const engine = useEngine();
  return (
    <div className="space-y-4">
      <title>{t(messages.pageTitle)}</title>
      <h1 className="text-xl font-semibold">{t(messages.heading)}</h1>
      {engine.state === 'checking' && <Loading label={t(messages.checking)} />}
      {engine.state === 'off' && <p className="max-w-3xl text-sm">{t(messages.needsServer)}</p>}
      {engine.state === 'on' && <EngineNotifications />}
    </div>
  );
}

function EngineNotifications() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const company = useCompany();
  const labels = useCompanyLabels();
  const settings = useQuery(notificationQueries.settings());
  const permissions = usePermissions(undefined);
  const rows = permissions.data?.rows;
  // ?company= narrows the page to that company, like every page.
  const editable = companiesOf(rows).filter(
    (c) => (!company || c === company) && can(rows, 'update', c),
  );
  // The person's settings cover every company they may see, whatever ?company= shows.
  const readable = companiesOf(rows)
    .filter((c) => can(rows, 'read', c))
    .map((id) => ({ id, label: companyNameText(intl, id, labels) }));
  return (
    <>
      <p className="max-w-3xl text-sm text-fg-muted">{t(messages.intro)}</p>
      <p className="max-w-3xl text-sm text-fg-muted">{t(messages.confirmHint)}</p>
      <Panel title={t(messages.mine)}>
        <QueryState query={settings} loadingLabel={t(messages.loading)}>
          {(s) => (
            <div className="space-y-6">
              <SettingsForm settings={s} companies={readable} />
              <PushButton devices={s.devices} />
            </div>
          )}
        </QueryState>
      </Panel>
      {editable.map((guid) => (
        <CompanyWebhooks key={guid} company={guid} label={companyNameText(intl, guid, labels)} />
      ))}
    </>
  );
}
