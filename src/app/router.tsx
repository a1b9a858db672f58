import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';
import { runtimeConfigReady } from '@/config/runtime-config';
import { SignInPage } from '@/features/auth/sign-in-page';
import { Loading } from '@/components/ui/loading';
import { NotFoundPage } from './not-found-page';
import type { Landing } from './start-page';

const Devtools = import.meta.env.DEV
  ? lazy(() =>
      import('@tanstack/react-query-devtools').then((m) => ({ default: m.ReactQueryDevtools })),
    )
  : () => null;

// Pages are split per route so the chart library and the log tree never weigh on the fleet list.
export function createRouter() {
  // Where this visit began: only a visit that began at `/` opens the start page (start-page.tsx).
  let landed = window.location.pathname !== '/';
  const landing: Landing = { pending: () => !landed, done: () => void (landed = true) };
  return createBrowserRouter([
    { path: paths.login.path, Component: SignInPage },
    {
      // Shown while the first page's lazy chunk loads (no server rendering here).
      HydrateFallback: () => <Loading label="Loading the dashboard…" />,
      // The alerts run on every page while signed in (docs/decisions.md#alerts).
      lazy: () =>
        Promise.all([
          import('@/components/layout/protected-layout'),
          import('@/features/alerts/alerts-host'),
          import('@/features/updates/campaigns-host'),
          // The fleet history is folded from every page's poll (docs/decisions.md#fleet-history).
          import('@/features/service/history-host'),
          import('./query'),
          // Signed-in pages read poll intervals, limits and permissions from config.json.
          runtimeConfigReady(),
        ]).then(
          ([
            { ProtectedLayout },
            { AlertsHost },
            { CampaignsHost },
            { HistoryHost },
            { queryClient },
          ]) => ({
            Component: () => (
              <QueryClientProvider client={queryClient()}>
                <ProtectedLayout>
                  <AlertsHost />
                  <CampaignsHost />
                  <HistoryHost />
                </ProtectedLayout>
                <Suspense>
                  <Devtools />
                </Suspense>
              </QueryClientProvider>
            ),
          }),
        ),
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
          lazy: () =>
            import('@/features/alerts/alerts-page').then((m) => ({ Component: m.AlertsPage })),
        },
        {
          path: paths.service.path,
          lazy: () =>
            import('@/features/service/service-page').then((m) => ({ Component: m.ServicePage })),
        },
        {
          path: paths.map.path,
          lazy: () => import('@/features/map/map-page').then((m) => ({ Component: m.MapPage })),
        },
        {
          path: paths.board.path,
          lazy: () =>
            import('@/features/board/board-page').then((m) => ({ Component: m.BoardPage })),
        },
        {
          path: paths.updates.path,
          lazy: () =>
            import('@/features/updates/updates-page').then((m) => ({ Component: m.UpdatesPage })),
        },
        {
          path: paths.newCampaign.path,
          lazy: () =>
            import('@/features/updates/campaign-form-page').then((m) => ({
              Component: m.CampaignFormPage,
            })),
        },
        {
          path: paths.campaign.path,
          lazy: () =>
            import('@/features/updates/campaign-page').then((m) => ({
              Component: m.CampaignPage,
            })),
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ]);
}
