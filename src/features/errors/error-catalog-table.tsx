import { EmptyState } from '@/components/ui/loading';
import type { CatalogEntry } from '@/domain/error-catalog';

export function ErrorCatalogTable({ entries }: { entries: readonly CatalogEntry[] }) {
  if (entries.length === 0) return <EmptyState>No error matches this search.</EmptyState>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <table className="w-full text-sm">
        <caption className="sr-only">Controller errors by active-error bit</caption>
        <thead className="bg-slate-100 text-left dark:bg-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Bit
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Error id
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Description
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Severity
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.bit} className="border-t border-slate-100 dark:border-slate-800">
              <td className="px-3 py-2 font-mono tabular-nums">{entry.bit}</td>
              <td className="px-3 py-2 font-mono font-medium">{entry.errorId}</td>
              <td className="px-3 py-2">{entry.description}</td>
              <td className="px-3 py-2">
                {entry.critical ? (
                  <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-900/60 dark:text-red-100">
                    Critical
                  </span>
                ) : (
                  <span className="text-slate-600 dark:text-slate-300">Not critical</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
