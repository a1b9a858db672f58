import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { verifyAuditLog } from '@/api/engine/audit';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { messages, valueMessages } from './messages';

/** Verify log → "Log intact" or "Chain broken at entry N" (the first entry whose hash fails). */
export function VerifyLog() {
  const intl = useIntl();
  const verify = useMutation({ mutationFn: verifyAuditLog });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={() => verify.mutate()} disabled={verify.isPending}>
        {intl.formatMessage(messages.verify)}
      </Button>
      {verify.data && (
        <p
          role="status"
          className="text-sm font-medium"
          data-verdict={verify.data.ok ? 'ok' : 'broken'}
        >
          {verify.data.ok
            ? intl.formatMessage(messages.intact)
            : intl.formatMessage(valueMessages.broken, { id: verify.data.brokenAt })}
        </p>
      )}
      {verify.error && (
        <ErrorMessage error={verify.error} title={intl.formatMessage(messages.verifyFailed)} />
      )}
    </div>
  );
}
