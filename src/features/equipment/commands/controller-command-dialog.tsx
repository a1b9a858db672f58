import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatVersion } from './command-progress';
import type { ControllerCommandKind } from './command-availability';

export const UPDATE_ACK_LABEL = 'I understand the unit will be unavailable during the update';

interface ControllerCommandDialogProps {
  kind: ControllerCommandKind | null;
  unit: string;
  serial: string;
  version: string | null | undefined;
  onConfirm: (kind: ControllerCommandKind) => void;
  onClose: () => void;
}

const TITLES: Record<ControllerCommandKind, string> = {
  reset: 'Reset controller?',
  update: 'Start controller update?',
};

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
  return (
    <Dialog
      open={kind !== null}
      title={kind ? TITLES[kind] : ''}
      onClose={onClose}
      description={
        kind === 'reset' ? (
          <>
            The controller of <strong>{unit}</strong> (serial {serial}) restarts. The unit is
            unavailable until it is back in stand-by, usually within a minute. Any setting not yet
            saved on the controller is lost.
          </>
        ) : kind === 'update' ? (
          <>
            The controller of <strong>{unit}</strong> (serial {serial}) downloads and installs the
            latest release, replacing {formatVersion(version)}. The unit cannot be used for tanning
            until the update has finished, which can take several minutes.
          </>
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
            className="mt-0.5 h-4 w-4 accent-amber-600"
            checked={acknowledged}
            onChange={(e) => setAcknowledged(e.target.checked)}
          />
          <label htmlFor={ackId}>{UPDATE_ACK_LABEL}</label>
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={sent || (needsAck && !acknowledged)}>
          {sent ? 'Sending…' : kind === 'reset' ? 'Reset controller' : 'Start update'}
        </Button>
      </div>
    </form>
  );
}
