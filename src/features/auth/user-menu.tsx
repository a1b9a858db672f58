import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Identity } from '@/api/schemas';
import { paths } from '@/config/paths';
import { session } from './session';

export function displayName(identity: Identity | undefined): string {
  if (!identity) return 'Signed in';
  const full = [identity.firstname, identity.lastname].filter(Boolean).join(' ');
  return full || identity.username || identity.email || 'Signed in';
}

export function UserMenu({ identity }: { identity: Identity | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function signOut() {
    session.signOut('signed-out');
    await queryClient.cancelQueries();
    queryClient.clear();
    navigate(paths.login.href(), { replace: true });
  }

  return (
    <details className="relative">
      <summary className="cursor-pointer list-none rounded-md px-2 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
        <span aria-hidden>👤 </span>
        <span className="hidden sm:inline">{displayName(identity)}</span>
        <span className="sr-only sm:hidden">Account</span>
      </summary>
      <div className="absolute right-0 z-20 mt-1 w-64 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <p className="font-medium">{displayName(identity)}</p>
        {identity?.email && <p className="break-all text-slate-600 dark:text-slate-300">{identity.email}</p>}
        <button
          type="button"
          onClick={() => void signOut()}
          className="mt-3 w-full rounded-md border border-slate-300 px-2 py-1.5 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          Sign out
        </button>
      </div>
    </details>
  );
}
