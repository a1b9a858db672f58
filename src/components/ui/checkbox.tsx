import type { InputHTMLAttributes, ReactNode } from 'react';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'children'
> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The words after the box; the whole label toggles it. */
  children: ReactNode;
  /** Classes of the label (its font, a bottom padding to sit on a filter bar's baseline). */
  labelClassName?: string;
}

/** A native checkbox inside its label. */
export function Checkbox({
  onChange,
  children,
  labelClassName = 'text-sm',
  ...input
}: CheckboxProps) {
  return (
    <label className={`flex items-center gap-2 ${labelClassName}`}>
      <input type="checkbox" {...input} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  );
}
