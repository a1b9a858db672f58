import type { InputHTMLAttributes, Ref } from 'react';
import { useFieldControl } from './field';

/** The look of every text box and select: tokens only, a red border when invalid. */
export const controlClass =
  'rounded-md border border-line-strong bg-field px-2 py-1.5 text-sm text-fg aria-invalid:border-fault-solid disabled:opacity-60';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** A text box; inside a Field it takes the label's id and the hint and error wiring. */
export function TextInput({ className = '', ...props }: TextInputProps) {
  const wired = useFieldControl(props);
  return <input {...wired} className={`${controlClass} ${className}`} />;
}
