import type { InputHTMLAttributes, ReactNode } from 'react';

/** Where a checkbox stands: its label's spacing and type, and the box's own size where not native. */
const LOOKS = {
  plain: { label: 'gap-2 text-sm', box: undefined },
  /** In a filter bar, level with the bottom of the fields beside it. */
  filter: { label: 'gap-2 pb-2 text-sm', box: undefined },
  /** A form field of its own, labelled like the fields around it. */
  field: { label: 'gap-2 text-sm font-medium', box: undefined },
  /** An option beside a chart, the box in the accent colour. */
  accent: { label: 'gap-2', box: 'h-4 w-4 accent-accent-solid' },
  /** A large switch read from across a room (the salon board). */
  large: { label: 'cursor-pointer gap-3 text-lg font-medium', box: 'h-6 w-6 accent-accent-solid' },
} as const;

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'children' | 'className'
> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The words after the box; the whole label toggles it. */
  children: ReactNode;
  look?: keyof typeof LOOKS;
}

/** A native checkbox inside its label. */
export function Checkbox({ onChange, children, look = 'plain', ...input }: CheckboxProps) {
  const { label, box } = LOOKS[look];
  return (
    <label className={`flex items-center ${label}`}>
      <input
        type="checkbox"
        className={box}
        {...input}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}
