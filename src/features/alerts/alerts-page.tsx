import { useIntl } from 'react-intl';
import { Loading } from '@/components/ui/loading';
import { useEngine } from '@/lib/use-engine';
import { BrowserAlertsPage } from './browser-alerts-page';
import { EngineAlertsPage } from './engine/engine-alerts-page';
import { messages } from './messages';

/**
 * docs/decisions.md#engine-alerts: with the dashboard's engine, the alerts it keeps (shared by
 * everyone who may see them); without it, this browser's own (docs/decisions.md#alerts).
 */
export function AlertsPage() {
  const intl = useIntl();
  const { state } = useEngine();
  if (state === 'checking') return <Loading label={intl.formatMessage(messages.loading)} />;
  return state === 'on' ? <EngineAlertsPage /> : <BrowserAlertsPage />;
}
