import { useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatVersion } from './command-progress';
import type { ControllerCommandKind } from './command-availability';
import { messages } from './messages';

/** The English of the acknowledgement checkbox (tests find it by this label). */
export const UPDATE_ACK_LABEL = 'I understand the unit will be unavailable during the update';

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

interface ControllerCommandDialogProps {
  kind: ControllerCommandKind | null;
  unit: string;
  serial: string;
  version: string | null | undefined;
  onConfirm: (kind: ControllerCommandKind) => void;
  onClose: () => void;
}

const TITLES = {
  reset: messages.resetTitle,
  update: messages.updateTitle,
} satisfies Record<ControllerCommandKind, unknown>;

/**
 * docs/decisions.md#controller-commands: names the unit and the consequence; the command is sent
 * only from the confirm button.
 */
export function ControllerCommandDialog({
  kind,
  unit,
  serial,
  version,
  onConfirm,
  onClose,
}: ControllerCommandDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={kind !== null}
      title={kind ? intl.formatMessage(TITLES[kind]) : ''}
      onClose={onClose}
      description={
        kind === 'reset' ? (
          <FormattedMessage
            id={messages.resetDescription.id}
            defaultMessage={messages.resetDescription.defaultMessage}
            values={{ unit, serial, b: bold }}
          />
        ) : kind === 'update' ? (
          <FormattedMessage
            id={messages.updateDescription.id}
            defaultMessage={messages.updateDescription.defaultMessage}
            values={{ unit, serial, version: formatVersion(version, intl), b: bold }}
          />
        ) : null
      }
    >
      {/* Mounted only while open, so each opening gets a fresh one-shot guard. */}
      {kind && <ConfirmBody kind={kind} onConfirm={onConfirm} onClose={onClose} />}
    </Dialog>
  );
}

function ConfirmBody({
  kind,
  onConfirm,
  onClose,
}: {
  kind: ControllerCommandKind;
  onConfirm: (kind: ControllerCommandKind) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [acknowledged, setAcknowledged] = useState(false);
  const [sent, setSent] = useState(false);
  // A ref, not state: a double click's second event arrives before React re-renders.
  const sentRef = useRef(false);
  const ackId = useId();
  const needsAck = kind === 'update';

  const confirm = () => {
    if (sentRef.current || (needsAck && !acknowledged)) return;
    sentRef.current = true;
    setSent(true);
    onConfirm(kind);
  };

  return (
    <form
      method="dialog"
      onSubmit={(e) => {
        e.preventDefault();
        confirm();
      }}
    >
      {needsAck && (
        <div className="mb-4 flex items-start gap-2 text-sm">
          <input
            id={ackId}
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-accent-solid"
            checked={acknowledged}
            onChange={(e) => setAcknowledged(e.target.checked)}
          />
          <label htmlFor={ackId}>{intl.formatMessage(messages.updateAck)}</label>
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Button onClick={onClose} autoFocus>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" variant="danger" disabled={sent || (needsAck && !acknowledged)}>
          {intl.formatMessage(
            sent
              ? messages.sending
              : kind === 'reset'
                ? messages.resetController
                : messages.startUpdate,
          )}
        </Button>
      </div>
    </form>
  );
}
