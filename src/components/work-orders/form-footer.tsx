import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { messages } from './messages';

/** A work-order form's end: why saving failed (when `error` is set), Cancel, and the submit button. */
export function FormFooter({
  error,
  pending,
  onCancel,
  submitLabel,
}: {
  error: { message: string } | null | undefined;
  pending: boolean;
  onCancel: () => void;
  submitLabel: string;
}) {
  const t = useIntl().formatMessage;
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-fault-text">
          {t(messages.saveFailed, { reason: error.message })}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>{t(messages.formCancel)}</Button>
        <Button type="submit" variant="primary" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
