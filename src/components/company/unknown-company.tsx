import { Link, useLocation } from 'react-router';

/** A company in the URL that the caller cannot act for: say so and offer the way back. */
export function UnknownCompany({ company }: { company: string }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete('company');
  const qs = params.toString();
  return (
    <div
      role="alert"
      className="rounded-lg border border-attention-line bg-attention-subtle p-4 text-attention-on-soft"
    >
      <h1 className="text-lg font-semibold">No access to this company</h1>
      <p className="mt-1 break-all text-sm">
        Your account has no permission for company <code>{company}</code>, or it does not exist.
      </p>
      <Link
        className="mt-3 inline-block font-medium underline"
        to={`${location.pathname}${qs ? `?${qs}` : ''}`}
      >
        Show all companies instead
      </Link>
    </div>
  );
}
