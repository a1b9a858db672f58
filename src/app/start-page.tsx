import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useIdentity } from '@/api/auth';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { FleetPage } from '@/features/fleet/fleet-page';
import { identityKey } from '@/lib/identity-key';
import { readStartPage } from '@/lib/start-page';
import { useCompany } from '@/lib/use-company';

/**
 * `/`: the fleet list, unless the identity chose the board as its start page and `/` is where
 * this visit began (docs/decisions.md#board-words). Once in the app, the Fleet link shows the list.
 */
export function StartPage() {
  const location = useLocation();
  const company = useCompany();
  const identity = useIdentity();
  // The first entry of a visit has the key "default"; a link followed in the app never does.
  const [choice, setChoice] = useState<'wait' | 'fleet' | 'board'>(
    location.key === 'default' ? 'wait' : 'fleet',
  );
  if (choice === 'wait' && !identity.isPending) {
    setChoice(
      identity.isSuccess && readStartPage(identityKey(identity.data)) === 'board'
        ? 'board'
        : 'fleet',
    );
  }
  if (choice === 'wait') return <Loading label="Loading the dashboard…" />;
  if (choice === 'board') return <Navigate to={paths.board.href(company)} replace />;
  return <FleetPage />;
}
