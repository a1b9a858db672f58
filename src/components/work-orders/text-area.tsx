import type { TextareaHTMLAttributes } from 'react';
import { useFieldControl } from '@/components/ui/field';
import { controlClass } from '@/components/ui/text-input';

/** A notes box wired by the surrounding Field like TextInput (src/components/ui has no textarea). */
export function TextArea({
  className = '',
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const wired = useFieldControl(props);
  return <textarea {...wired} className={`${controlClass} ${className}`} />;
}
