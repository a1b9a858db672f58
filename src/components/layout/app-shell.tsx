import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, Outlet } from 'react-router';
import { authQueries } from '@/api/auth';
import { companiesOf } from '@/api/permissions';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorMessage } from '@/components/ui/error-message';
import { paths } from '@/config/paths';
import { AlertsLink } from './alerts-link';
import { MainNav, navLinkClass } from './main-nav';
import { UserMenu } from './user-menu';
import { CompanySwitcher } from '@/components/company/company-switcher';
import { UnknownCompany } from '@/components/company/unknown-company';
import { useCompany } from '@/lib/use-company';
import { messages } from './messages';
import { OfflineBanner } from './offline-banner';
import { ThemeToggle } from './theme-toggle';

const navClass = navLinkClass;

/** The Main nav in order: each page's path key and its label (the alerts link counts, so apart). */
const NAV_PAGES = [
  ['fleet', 'navFleet'],
  ['errors', 'navErrors'],
  ['map', 'navMap'],
  ['service', 'navService'],
  ['board', 'navBoard'],
  ['updates', 'navUpdates'],
  ['activity', 'navActivity'],
  ['workOrders', 'navWorkOrders'],
] as const satisfies readonly (readonly [keyof typeof paths, keyof typeof messages])[];

export function AppShell() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const company = useCompany();
  const identity = useQuery(authQueries.identity());
  const companies = useMemo(
    () => companiesOf(identity.data?.company_permissions ?? []),
    [identity.data],
  );
  const unknownCompany =
    company !== undefined && identity.isSuccess && !companies.includes(company);

  return (
    <div className="min-h-screen bg-surface-sunken">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-surface focus:p-2"
      >
        {t(messages.skipToContent)}
      </a>
      <header className="sticky top-0 z-10 border-b border-line bg-surface">
        {/* One row on a phone: the sun for the brand, the Main nav folded into its menu button. */}
        <div className="mx-auto flex max-w-[1600px] items-center gap-x-2 gap-y-2 px-3 py-2 sm:flex-wrap sm:gap-x-4 sm:px-4">
          <Link to={paths.fleet.href(company)} className="text-lg font-semibold whitespace-nowrap">
            <span aria-hidden className="text-attention-solid">
              ☀
            </span>
            <span className="sr-only sm:not-sr-only"> {t(messages.brand)}</span>
          </Link>
          <MainNav>
            {NAV_PAGES.map(([page, label]) => (
              <NavLink
                key={page}
                to={paths[page].href(company)}
                end={page === 'fleet'}
                className={navClass}
              >
                {t(messages[label])}
              </NavLink>
            ))}
            <AlertsLink company={company} className={navClass} />
          </MainNav>
          <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
            <CompanySwitcher companies={companies} />
            <ThemeToggle />
            <UserMenu identity={identity.data} />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-[1600px] p-3 sm:p-4">
        <OfflineBanner />
        {identity.isError && (
          <div className="mb-4">
            <ErrorMessage
              error={identity.error}
              title={t(messages.accountFailed)}
              onRetry={() => void identity.refetch()}
            />
          </div>
        )}
        {unknownCompany ? (
          <UnknownCompany company={company} />
        ) : (
          <ErrorBoundary title={t(messages.pageFailed)}>
            <Outlet />
          </ErrorBoundary>
        )}
      </main>
    </div>
  );
}
