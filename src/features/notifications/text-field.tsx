import { useId } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  type?: 'text' | 'email' | 'url';
  inputMode?: 'numeric' | 'text';
  className?: string;
}

/** A labelled input whose error and hint are read with it (aria-describedby). */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  inputMode,
  className = '',
}: TextFieldProps) {
  const id = useId();
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 text-sm ${className}`}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`rounded-md border bg-field px-2 py-1.5 ${error ? 'border-red-700' : 'border-line-strong'}`}
      />
      {hint && (
        <span id={`${id}-hint`} className="text-fg-muted">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="text-red-700 dark:text-red-300">
          {error}
        </span>
      )}
    </div>
  );
}
