import type { ReactNode } from 'react';
import { useSearchText } from '@/lib/use-search-text';
import { Field } from './field';
import { TextInput } from './text-input';

export interface SearchFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Read with the box by screen readers (the search syntax); hidden on screen. */
  hint?: ReactNode;
  /** Commit after this pause in typing (URL-backed searches); default: every key. */
  debounceMs?: number;
  /** The search is about to be used: a chance to prepare it before the first key. */
  onFocus?: () => void;
  className?: string;
}

/** A labelled search box (type=search: Escape clears it, phones show a search key). */
export function SearchField({ debounceMs, ...props }: SearchFieldProps) {
  return debounceMs === undefined ? (
    <SearchBox {...props} />
  ) : (
    <DebouncedSearchBox {...props} debounceMs={debounceMs} />
  );
}

function DebouncedSearchBox({
  value,
  onChange,
  debounceMs,
  ...props
}: SearchFieldProps & { debounceMs: number }) {
  const [draft, setDraft] = useSearchText(value, onChange, debounceMs);
  return <SearchBox {...props} value={draft} onChange={setDraft} />;
}

function SearchBox({
  label,
  value,
  onChange,
  placeholder,
  hint,
  onFocus,
  className,
}: SearchFieldProps) {
  return (
    <Field label={label} hint={hint} hintHidden compact className={className}>
      <TextInput
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onFocus={onFocus}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
      />
    </Field>
  );
}
