import { createContext, use, useId, type AriaAttributes, type ReactNode } from 'react';

// A labelled form control: the label, its hint and its error are tied to the control by id, so a
// screen reader reads them with it and marks it invalid. The control (TextInput, Select) picks the
// wiring up from the context; any other control can call useFieldControl itself.

interface FieldWiring {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

const FieldContext = createContext<FieldWiring | null>(null);

export interface ControlAria {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

/** The control's id and aria attributes from the surrounding Field; its own props win. */
export function useFieldControl<P extends ControlAria>(props: P): P {
  const field = use(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': props['aria-describedby'] ?? field.describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid ? true : undefined),
  };
}

export interface FieldProps {
  label: ReactNode;
  children: ReactNode;
  /** Help below the control, read with it. */
  hint?: ReactNode;
  /** Shown below the control and marks it aria-invalid; nothing = valid. */
  error?: ReactNode;
  /** Filter bars: a small muted label above a compact control. */
  compact?: boolean;
  /** Keep the hint for screen readers only (the placeholder already shows it). */
  hintHidden?: boolean;
  /** Keep the label for screen readers only. */
  labelHidden?: boolean;
  /** Classes of the wrapper (width, grid placement). */
  className?: string;
}

export function Field({ label, children, hint, error, compact, ...props }: FieldProps) {
  const id = useId();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = hasError ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const labelClass = compact ? 'text-xs font-medium text-fg-muted' : 'text-sm font-medium';
  return (
    <div
      className={`flex min-w-0 flex-col ${compact ? 'gap-0.5' : 'gap-1'} ${props.className ?? ''}`}
    >
      <label htmlFor={id} className={props.labelHidden ? 'sr-only' : labelClass}>
        {label}
      </label>
      <FieldContext value={{ id, describedBy, invalid: hasError }}>{children}</FieldContext>
      {hint && (
        <p id={hintId} className={props.hintHidden ? 'sr-only' : 'text-xs text-fg-muted'}>
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="text-xs font-medium text-fault-text">
          {error}
        </p>
      )}
    </div>
  );
}
