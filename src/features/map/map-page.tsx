import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFleetUnits } from '@/api/fleet/fleet-units';
import { FleetFilters } from '@/components/fleet/fleet-filters';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { filterOptions } from '@/domain/fleet/fleet-filter';
import { writeFleetView, type FleetView } from '@/domain/fleet/fleet-view';
import { useCompany } from '@/lib/use-company';
import { useFleetView } from '@/lib/use-fleet-view';
import { useSiteNames } from '@/lib/site-names';
import { FleetMapCanvas, type MapFocus } from './canvas/fleet-map-canvas';
import { fleetSites, filteredSites } from './sites/map-sites';
import { MapSearch } from './map-search';
import { boundsOf } from './canvas/map-view';
import { SiteClusters } from './sites/site-clusters';
import { SitePopover } from './sites/site-popover';
import { SitesTable } from './sites/sites-table';
import { useAfterPaint } from './canvas/use-after-paint';
import { preloadBasemap } from './basemap/use-basemap';
import { useSettledUnits } from './use-settled-units';
import { messages, valueMessages } from './messages';
import { FleetQueryState } from '@/components/fleet/fleet-query-state';

/** /map: the fleet's sites on an offline basemap, with the fleet list's filters and a sites table. */
export function MapPage() {
  const intl = useIntl();
  const company = useCompany();
  useEffect(preloadBasemap, []);
  const fleet = useFleetUnits(company);
  const units = useSettledUnits(fleet.units, fleet.complete);
  const [urlView, setView] = useFleetView();
  // Filtering, grouping and clustering 100,000 units follow the controls in a deferred render.
  const view = useDeferredValue(urlView);
  const names = useSiteNames();
  // The map draws first; the filter menus and the sites table follow in a deferred render.
  const laterUnits = useAfterPaint(units);
  const options = useMemo(() => filterOptions(laterUnits), [laterUnits]);
  if (fleet.complete && !performance.getEntriesByName('map-data-complete').length)
    performance.mark('map-data-complete');
  const index = useMemo(() => fleetSites(units), [units]);
  const sites = useMemo(() => filteredSites(index, units, view), [index, units, view]);
  const clusters = useMemo(() => new SiteClusters(sites.sites), [sites]);
  const tableSites = useAfterPaint(sites.sites);
  const bounds = useMemo(
    () => boundsOf(sites.sites.flatMap((s) => (s.site.point ? [s.site.point] : []))),
    [sites],
  );
  const [openId, setOpenId] = useState<string>();
  const [focus, setFocus] = useState<MapFocus>();
  const mapTop = useRef<HTMLDivElement>(null);
  const openIndex = openId ? sites.sites.findIndex((s) => s.site.id === openId) : -1;
  const open = openIndex >= 0 ? sites.sites[openIndex] : undefined;

  const focusSite = useCallback(
    (id: string) => {
      const s = sites.sites.find((x) => x.site.id === id);
      setOpenId(id);
      if (s?.site.point) setFocus({ ...s.site.point, token: Date.now() });
      mapTop.current?.scrollIntoView({ block: 'nearest' });
    },
    [sites],
  );
  const change = useCallback((next: FleetView) => setView(next), [setView]);
  const listParams = writeFleetView({ ...urlView, sort: { id: 'state', desc: false } });
  const withoutParams = writeFleetView({ ...urlView, location: 'none' });
  const located = sites.sites.reduce((n, s) => n + s.units.length, 0);

  return (
    <div className="space-y-4">
      <title>{intl.formatMessage(valueMessages.pageTitle, { sites: sites.sites.length })}</title>
      <PageHeader
        title={intl.formatMessage(messages.heading)}
        actions={
          <Link
            to={paths.fleet.href(company, listParams)}
            className="text-sm font-medium text-accent underline"
          >
            {intl.formatMessage(messages.showInList)}
          </Link>
        }
      />
      <FleetQueryState fleet={fleet} company={company}>
        {() => (
          <>
            <div className="space-y-3 rounded-lg border border-line bg-surface p-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:items-end">
                <MapSearch
                  value={urlView.q}
                  onChange={(q) => setView({ ...urlView, q }, { replace: true })}
                />
                <p role="status" className="text-sm font-medium tabular-nums sm:pb-1.5">
                  {intl.formatMessage(valueMessages.status, {
                    sites: sites.sites.length,
                    units: located,
                  })}
                  {fleet.progress && intl.formatMessage(messages.receivedSoFar)}
                </p>
              </div>
              <FleetFilters view={urlView} options={options} onChange={change} />
            </div>
            {sites.withoutLocation.length > 0 && (
              <p className="text-sm">
                <Link
                  to={paths.fleet.href(company, withoutParams)}
                  className="font-medium text-accent underline"
                >
                  {intl.formatMessage(valueMessages.withoutLocation, {
                    count: sites.withoutLocation.length,
                  })}
                </Link>
              </p>
            )}
            <div ref={mapTop} className="scroll-mt-20">
              <FleetMapCanvas
                clusters={clusters}
                fleetBounds={bounds}
                focus={focus}
                selected={openIndex >= 0 ? openIndex : undefined}
                onOpenSite={(i) => setOpenId(sites.sites[i]?.site.id)}
                complete={fleet.complete && view === urlView}
              >
                {open && (
                  <SitePopover
                    summary={open}
                    units={units}
                    names={names}
                    company={company}
                    onClose={() => setOpenId(undefined)}
                  />
                )}
              </FleetMapCanvas>
            </div>
            {units.length === 0 ? (
              <EmptyState>
                {intl.formatMessage(company ? messages.companyEmpty : messages.accountEmpty)}
              </EmptyState>
            ) : sites.sites.length === 0 ? (
              <EmptyState>{intl.formatMessage(messages.noMatch)}</EmptyState>
            ) : (
              <SitesTable sites={tableSites} names={names} onFocusSite={focusSite} />
            )}
          </>
        )}
      </FleetQueryState>
    </div>
  );
}
