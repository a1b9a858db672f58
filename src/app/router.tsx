import { useIntl } from 'react-intl';
import { createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';
import { runtimeConfigReady } from '@/config/runtime-config';
import { SignInPage } from '@/features/auth/sign-in-page';
import { Loading } from '@/components/ui/loading';
import { messages } from './messages';
import { NotFoundPage } from './not-found-page';
import type { BackgroundHandle } from './background-hosts';
import type { Landing } from './start-page';

function LoadingDashboard() {
  const intl = useIntl();
  return <Loading label={intl.formatMessage(messages.loadingDashboard)} />;
}

// Pages are split per route so the chart library and the log tree never weigh on the fleet list.
export function createRouter() {
  // Where this visit began: only a visit that began at `/` opens the start page (start-page.tsx).
  let landed = window.location.pathname !== '/';
  const landing: Landing = { pending: () => !landed, done: () => void (landed = true) };
  return createBrowserRouter([
    { path: paths.login.path, Component: SignInPage },
    {
      // Shown while the first page's lazy chunk loads (no server rendering here).
      HydrateFallback: LoadingDashboard,
      // The signed-in layout loads here; the background work it hosts (alerts, fleet history,
      // campaigns, the offline copy) is not part of this download: BackgroundHosts starts it once
      // the first page is there (docs/decisions.md#background).
      lazy: () =>
        Promise.all([
          import('./signed-in-layout'),
          // Signed-in pages read poll intervals, limits and permissions from config.json.
          runtimeConfigReady(),
        ]).then(([{ SignedInLayout }]) => ({ Component: SignedInLayout })),
      children: [
        {
          index: true,
          // The fleet list, or the board when it is the identity's start page.
          lazy: () =>
            import('./start-page').then(({ StartPage }) => ({
              Component: () => <StartPage landing={landing} />,
            })),
        },
        {
          path: paths.equipment.path,
          lazy: () =>
            import('@/features/equipment/equipment-page').then((m) => ({
              Component: m.EquipmentPage,
            })),
        },
        {
          path: paths.temperatures.path,
          lazy: () =>
            import('@/features/temperatures/temperatures-page').then((m) => ({
              Component: m.TemperaturesPage,
            })),
        },
        {
          path: paths.logs.path,
          lazy: () =>
            import('@/features/logs/list/logs-page').then((m) => ({ Component: m.LogsPage })),
        },
        {
          path: paths.log.path,
          lazy: () =>
            import('@/features/logs/detail/log-detail-page').then((m) => ({
              Component: m.LogDetailPage,
            })),
        },
        {
          path: paths.errors.path,
          lazy: () =>
            import('@/features/errors/error-catalog-page').then((m) => ({
              Component: m.ErrorCatalogPage,
            })),
        },
        {
          path: paths.alerts.path,
          handle: { background: ['alerts'] } satisfies BackgroundHandle,
          lazy: () =>
            import('@/features/alerts/alerts-page').then((m) => ({ Component: m.AlertsPage })),
        },
        {
          path: paths.service.path,
          handle: { background: ['history'] } satisfies BackgroundHandle,
          lazy: () =>
            import('@/features/service/service-page').then((m) => ({ Component: m.ServicePage })),
        },
        {
          path: paths.map.path,
          lazy: () => import('@/features/map/map-page').then((m) => ({ Component: m.MapPage })),
        },
        {
          path: paths.board.path,
          handle: { background: ['history'] } satisfies BackgroundHandle,
          lazy: () =>
            import('@/features/board/board-page').then((m) => ({ Component: m.BoardPage })),
        },
        {
          path: paths.activity.path,
          lazy: () =>
            import('@/features/activity/activity-page').then((m) => ({
              Component: m.ActivityPage,
            })),
        },
        {
          path: paths.updates.path,
          handle: { background: ['campaigns'] } satisfies BackgroundHandle,
          lazy: () =>
            import('@/features/updates/updates-page').then((m) => ({ Component: m.UpdatesPage })),
        },
        {
          path: paths.newCampaign.path,
          handle: { background: ['campaigns'] } satisfies BackgroundHandle,
          lazy: () =>
            import('@/features/updates/campaign-form-page').then((m) => ({
              Component: m.CampaignFormPage,
            })),
        },
        {
          path: paths.campaign.path,
          handle: { background: ['campaigns'] } satisfies BackgroundHandle,
          lazy: () =>
            import('@/features/updates/campaign-page').then((m) => ({
              Component: m.CampaignPage,
            })),
        },
        {
          path: paths.notifications.path,
          lazy: () =>
            import('@/features/notifications/notifications-page').then((m) => ({
              Component: m.NotificationsPage,
            })),
        },
        {
          path: paths.workOrders.path,
          lazy: () =>
            import('@/features/work-orders/work-orders-page').then((m) => ({
              Component: m.WorkOrdersPage,
            })),
        },
        {
          path: paths.labels.path,
          lazy: () =>
            import('@/features/work-orders/labels/labels-page').then((m) => ({
              Component: m.LabelsPage,
            })),
        },
        {
          path: paths.logbookPrint.path,
          lazy: () =>
            import('@/features/work-orders/logbook/logbook-print-page').then((m) => ({
              Component: m.LogbookPrintPage,
            })),
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ]);
}
