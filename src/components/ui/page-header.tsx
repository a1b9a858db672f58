import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** Beside the title, on its baseline (freshness, a count). */
  meta?: ReactNode;
  /** At the right end of the row (links, buttons). */
  actions?: ReactNode;
  /** A line under the title row (what the page is for). */
  subtitle?: ReactNode;
  /** The board is read from across a room: a larger title. */
  size?: 'md' | 'lg';
  className?: string;
}

/** The top of a page: its h1 with what belongs beside it; wraps on narrow screens. */
export function PageHeader({
  title,
  meta,
  actions,
  subtitle,
  size = 'md',
  className = '',
}: PageHeaderProps) {
  return (
    <header className={`space-y-1 ${className}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-4 gap-y-1">
          <h1
            className={`min-w-0 font-semibold wrap-anywhere ${size === 'lg' ? 'text-2xl' : 'text-xl'}`}
          >
            {title}
          </h1>
          {meta}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {subtitle && <p className="max-w-3xl text-sm text-fg-muted">{subtitle}</p>}
    </header>
  );
}
