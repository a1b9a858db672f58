import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';

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

/** The shared Field and TextInput, for a value kept as text (nothing typed is lost). */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  inputMode,
  className,
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} {...(className ? { className } : {})}>
      <TextInput
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
