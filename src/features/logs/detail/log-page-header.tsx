import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { messages } from './messages';

interface LogPageHeaderProps {
  guid: string;
  company: string | undefined;
  /** From useUnitLabel: `retry` is set when the unit could not be loaded (the header offers it). */
  unit: { label: string; retry?: (() => void) | undefined };
  title: string;
  /** Crumbs after the unit, e.g. the log list on a log's page. */
  trail?: ReactNode;
  actions?: ReactNode;
}

export function LogPageHeader({
  guid,
  company,
  unit: { label: unitLabel, retry: onRetryUnit },
  title,
  trail,
  actions,
}: LogPageHeaderProps) {
  const intl = useIntl();
  return (
    <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <nav aria-label={intl.formatMessage(messages.breadcrumb)} className="text-sm text-fg-muted">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link to={paths.fleet.href(company)} className="hover:underline">
                {intl.formatMessage(messages.fleet)}
              </Link>
            </li>
            <li aria-hidden>›</li>
            <li className="min-w-0 truncate">
              <Link to={paths.equipment.href(guid, company)} className="hover:underline">
                {unitLabel}
              </Link>
            </li>
            {trail}
          </ol>
        </nav>
        {onRetryUnit && (
          <p role="status" className="mt-1 text-sm text-attention-on-soft">
            {intl.formatMessage(messages.unitUnavailable)}{' '}
            <button type="button" className="font-medium underline" onClick={onRetryUnit}>
              {intl.formatMessage(messages.retry)}
            </button>
          </p>
        )}
        <h1 className="mt-1 text-2xl font-semibold break-words">{title}</h1>
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
