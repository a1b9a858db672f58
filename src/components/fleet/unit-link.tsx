import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A unit's serial linking to its page, its alias beneath: the unit cell of the fleet's tables. */
export function UnitLink({
  guid,
  company,
  serial,
  alias,
}: {
  guid: string;
  company: string | undefined;
  serial: string;
  alias?: string | null | undefined;
}) {
  return (
    <Link to={paths.equipment.href(guid, company)} className="font-medium text-accent underline">
      {serial}
      {alias && <span className="block truncate text-xs text-fg-muted">{alias}</span>}
    </Link>
  );
}
