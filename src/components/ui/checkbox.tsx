import type { InputHTMLAttributes, ReactNode } from 'react';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'children'
> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The words after the box; the whole label toggles it. */
  children: ReactNode;
  /** Classes of the label beside `flex items-center` (gap, font, a filter bar's bottom padding). */
  labelClassName?: string;
}

/** A native checkbox inside its label. */
export function Checkbox({
  onChange,
  children,
  labelClassName = 'gap-2 text-sm',
  ...input
}: CheckboxProps) {
  return (
    <label className={`flex items-center ${labelClassName}`}>
      <input type="checkbox" {...input} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  );
}
