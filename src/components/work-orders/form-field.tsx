import { cloneElement, useId, type ReactElement } from 'react';

// A labelled control with its message under it (aria-describedby), marked invalid when it has one.

export const inputClass =
  'mt-0.5 block w-full rounded-md border border-line-strong bg-surface px-2 py-1.5 text-sm aria-[invalid=true]:border-fault-text';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
}

export function FormField({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': note ? noteId : undefined,
      })}
      {note && (
        <p id={noteId} className={`mt-0.5 text-xs ${error ? 'text-fault-text' : 'text-fg-muted'}`}>
          {note}
        </p>
      )}
    </div>
  );
}

/** Invalidates every engine work-orders query (lists and logbooks, all companies). */
export const isWorkOrderQuery = (q: { queryKey: readonly unknown[] }) =>
  q.queryKey[0] === 'engine' && q.queryKey[2] === 'work-orders';
