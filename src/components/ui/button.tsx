import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

// White on amber-700 keeps 4.5:1 contrast (amber-600 was 3.2:1).
const variants: Record<Variant, string> = {
  primary: 'bg-accent-solid text-on-accent hover:bg-accent-solid-hover disabled:bg-accent-solid/50',
  secondary: 'border border-line-strong bg-surface text-fg hover:bg-surface-hover',
  danger: 'bg-danger-solid text-on-danger hover:bg-danger-solid-hover disabled:bg-danger-solid/50',
  ghost: 'text-fg-soft hover:bg-surface-strong',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: 'sm' | 'md';
}

export function Button({
  variant = 'secondary',
  size = 'md',
  className = '',
  type = 'button',
  ...rest
}: ButtonProps) {
  const sizing = size === 'sm' ? 'px-2 py-1 text-sm' : 'px-3 py-2 text-sm';
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-1.5 rounded-md font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${sizing} ${variants[variant]} ${className}`}
      {...rest}
    />
  );
}
