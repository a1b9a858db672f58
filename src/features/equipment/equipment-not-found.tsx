import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A 404 (or a unit outside the chosen company) is a clear dead end with a way back. */
export function EquipmentNotFound({
  guid,
  company,
}: {
  guid: string;
  company: string | undefined;
}) {
  return (
    <div className="rounded-lg border border-line bg-surface p-6">
      <h1 className="text-lg font-semibold">Equipment not found</h1>
      <p className="mt-1 text-sm">
        No unit with the id <span className="font-mono break-all">{guid}</span> was found
        {company ? ' for the selected company' : ''}. It may have been removed, or the link may be
        wrong.
      </p>
      <Link
        className="mt-3 inline-block font-medium text-accent underline"
        to={paths.fleet.href(company)}
      >
        Back to the fleet
      </Link>
    </div>
  );
}
