import { useId } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

interface CommandButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** Why the action cannot be used now; null = enabled. */
  reason: string | null;
}

/** A forbidden action stays visible, disabled, with the reason (docs/decisions.md#permissions). */
export function CommandButton({ reason, children, ...rest }: CommandButtonProps) {
  const reasonId = useId();
  return (
    <div className="flex max-w-xs flex-col items-start gap-1">
      <Button {...rest} disabled={reason !== null} aria-describedby={reason ? reasonId : undefined}>
        {children}
      </Button>
      {reason && (
        <p id={reasonId} className="text-xs text-fg-muted">
          {reason}
        </p>
      )}
    </div>
  );
}
