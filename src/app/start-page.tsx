import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useIdentity } from '@/api/auth';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { FleetPage } from '@/features/fleet/fleet-page';
import { identityKey } from '@/lib/identity-key';
import { anyBoardChoice, readStartPage } from '@/lib/start-page';
import { useCompany } from '@/lib/use-company';

/** Whether this visit (page load) began at `/` and that has not been answered yet. */
export interface Landing {
  pending: () => boolean;
  done: () => void;
}

/**
 * `/`: the fleet list, unless the identity chose the board as its start page and this visit
 * began at `/` (docs/decisions.md#board-words). Inside the app the Fleet link shows the list.
 */
export function StartPage({ landing }: { landing: Landing }) {
  const company = useCompany();
  const identity = useIdentity();
  const [choice, setChoice] = useState<'wait' | 'fleet' | 'board'>(() =>
    // Only a browser where someone chose the board waits for the identity before the list.
    landing.pending() && anyBoardChoice() ? 'wait' : 'fleet',
  );
  useEffect(() => landing.done(), [landing]);
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
