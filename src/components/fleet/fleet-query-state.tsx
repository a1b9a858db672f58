import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FleetUnits } from '@/api/fleet/fleet-units';
import { QueryState } from '@/components/ui/query-state';
import { messages } from './messages';

interface FleetQueryStateProps {
  fleet: Pick<FleetUnits, 'query'>;
  company: string | undefined;
  /** Say so when the fleet (or the company) has no units at all, instead of showing the page. */
  emptyWhenNone?: boolean;
  /** The page's own words for the loading and failed states (the board speaks of units). */
  loadingLabel?: string;
  errorTitle?: string;
  children: () => ReactNode;
}

/** A fleet-wide page's loading / failed / no-units states around its content. */
export function FleetQueryState({
  fleet,
  company,
  emptyWhenNone = false,
  loadingLabel,
  errorTitle,
  children,
}: FleetQueryStateProps) {
  const intl = useIntl();
  return (
    <QueryState
      query={fleet.query}
      loadingLabel={loadingLabel ?? intl.formatMessage(messages.loadingFleet)}
      errorTitle={errorTitle ?? intl.formatMessage(messages.fleetFailed)}
      isEmpty={emptyWhenNone ? (d) => d.complete && d.units.length === 0 : undefined}
      empty={intl.formatMessage(company ? messages.noUnitsCompany : messages.noUnitsAll)}
    >
      {children}
    </QueryState>
  );
}
