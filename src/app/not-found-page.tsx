import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCompany } from '@/lib/use-company';

export function NotFoundPage() {
  const company = useCompany();
  return (
    <div className="rounded-lg border border-line bg-surface p-6">
      <h1 className="text-lg font-semibold">Page not found</h1>
      <p className="mt-1 text-sm">This address does not match any page of the dashboard.</p>
      <Link className="mt-3 inline-block font-medium underline" to={paths.fleet.href(company)}>
        Go to the fleet
      </Link>
    </div>
  );
}
