import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { useFieldControl } from './field';
import { controlClass } from './text-input';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (keyboard and phones handle it well); inside a Field it is wired like TextInput. */
export function Select({ className = '', ...props }: SelectProps) {
  const wired = useFieldControl(props);
  return <select {...wired} className={`${controlClass} ${className}`} />;
}

/** One `<option>` per value, in order, its text from `label` (the value itself by default). */
export function Options<T extends string>({
  values,
  label = (value) => value,
}: {
  values: readonly T[];
  label?: (value: T) => ReactNode;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
