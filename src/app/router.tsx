import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { runtimeConfigReady } from '@/config/runtime-config';
import { SignInPage } from '@/features/auth/sign-in-page';
import { Loading } from '@/components/ui/loading';
import { messages } from './messages';
import { NotFoundPage } from './not-found-page';
import type { BackgroundHandle, BackgroundWork } from './background-hosts';
import type { Landing } from './start-page';

function LoadingDashboard() {
  const intl = useIntl();
  return <Loading label={intl.formatMessage(messages.loadingDashboard)} />;
}

type PageRoute = RouteObject & { path: string };

/** The background work a page shows (background-hosts.tsx), started with the page. */
const backgroundOf: Partial<Record<string, readonly BackgroundWork[]>> = {
  [paths.alerts.path]: ['alerts'],
  [paths.service.path]: ['history'],
  [paths.board.path]: ['history'],
  [paths.updates.path]: ['campaigns'],
  [paths.newCampaign.path]: ['campaigns'],
  [paths.campaign.path]: ['campaigns'],
};

/** A signed-in page in its own chunk (`name` exported by `load`'s module), loaded on first visit. */
function page<K extends string>(
  path: string,
  load: () => Promise<Record<NoInfer<K>, ComponentType>>,
  name: K,
): PageRoute {
  const background = backgroundOf[path];
  return {
    path,
    handle: background && ({ background } satisfies BackgroundHandle),
    lazy: () => load().then((m) => ({ Component: m[name] })),
  };
}

/** The signed-in pages. */
const pageRoutes: PageRoute[] = [
  page(paths.equipment.path, () => import('@/features/equipment/equipment-page'), 'EquipmentPage'),
  page(
    paths.temperatures.path,
    () => import('@/features/temperatures/temperatures-page'),
    'TemperaturesPage',
  ),
  page(paths.logs.path, () => import('@/features/logs/list/logs-page'), 'LogsPage'),
  page(paths.log.path, () => import('@/features/logs/detail/log-detail-page'), 'LogDetailPage'),
  page(paths.errors.path, () => import('@/features/errors/error-catalog-page'), 'ErrorCatalogPage'),
  page(paths.alerts.path, () => import('@/features/alerts/alerts-page'), 'AlertsPage'),
  page(paths.service.path, () => import('@/features/service/service-page'), 'ServicePage'),
  page(paths.map.path, () => import('@/features/map/map-page'), 'MapPage'),
  page(paths.board.path, () => import('@/features/board/board-page'), 'BoardPage'),
  page(paths.activity.path, () => import('@/features/activity/activity-page'), 'ActivityPage'),
  page(paths.updates.path, () => import('@/features/updates/updates-page'), 'UpdatesPage'),
  page(
    paths.newCampaign.path,
    () => import('@/features/updates/campaign-form-page'),
    'CampaignFormPage',
  ),
  page(paths.campaign.path, () => import('@/features/updates/campaign-page'), 'CampaignPage'),
  page(
    paths.notifications.path,
    () => import('@/features/notifications/notifications-page'),
    'NotificationsPage',
  ),
  page(
    paths.workOrders.path,
    () => import('@/features/work-orders/work-orders-page'),
    'WorkOrdersPage',
  ),
  page(paths.labels.path, () => import('@/features/work-orders/labels/labels-page'), 'LabelsPage'),
  page(
    paths.logbookPrint.path,
    () => import('@/features/work-orders/logbook/logbook-print-page'),
    'LogbookPrintPage',
  ),
];

export type AppRouter = ReturnType<typeof createRouter>;

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
        ...pageRoutes,
        { path: '*', Component: NotFoundPage },
      ],
    },
  ]);
}
