import { useId, type ReactNode } from 'react';

interface PanelProps {
  title: string;
  children: ReactNode;
  /** Controls shown at the right of the heading (Retry, Edit, updated-ago…). */
  actions?: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}

/** A page section with its own heading: the unit of loading/error isolation. */
export function Panel({ title, children, actions, className = '', headingLevel = 2 }: PanelProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={id}
      className={`rounded-lg border border-line bg-surface p-4 ${className}`}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <Heading id={id} className="text-base font-semibold">
          {title}
        </Heading>
        {actions && <div className="flex items-center gap-2 text-sm">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
