import { equipmentFacts } from '@/api/equipment-facts';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { authQueries } from '@/api/auth';
import { can, type PermissionAction } from '@/api/permissions';
import type { Equipment } from '@/domain/documents/schemas';
import { getRuntimeConfig } from '@/config/runtime-config';
import type { DerivedState } from '@/domain/equipment/equipment-state';
import {
  commandBlockReason,
  editBlockReason,
  type Allowed,
  type ControllerCommandKind,
} from './command-availability';
import { CommandButton } from './command-button';
import { useOnline } from '@/lib/use-online';
import { durationWords } from '../duration-words';
import { messages } from './messages';

interface EquipmentCommandsProps {
  equipment: Equipment;
  derived: DerivedState;
  company: string | undefined;
  commandActive: boolean;
  onEdit: () => void;
  onCommand: (kind: ControllerCommandKind) => void;
}

/** Edit information, Reset controller, Start update: always shown, disabled with the reason. */
export function EquipmentCommands({
  equipment,
  derived,
  company,
  commandActive,
  onEdit,
  onCommand,
}: EquipmentCommandsProps) {
  const intl = useIntl();
  const permissions = useQuery(authQueries.permissions(company));
  const online = useOnline();
  const config = getRuntimeConfig();
  const allowed = (action: PermissionAction): Allowed => {
    if (permissions.isPending) return 'loading';
    if (!permissions.data) return 'error';
    return can(permissions.data.rows, action, company, equipmentFacts(equipment).companyGuids);
  };
  const common = {
    state: derived.state,
    browserOnline: online,
    actionInProgress: commandActive,
    offlineAfterText: durationWords(intl, config.offlineAfterMs),
  };
  const resetReason = commandBlockReason(
    {
      kind: 'reset',
      allowed: allowed('reset'),
      permissionId: config.permissions.reset,
      ...common,
    },
    intl,
  );
  const updateReason = commandBlockReason(
    {
      kind: 'update',
      allowed: allowed('controllerUpdate'),
      permissionId: config.permissions.controllerUpdate,
      ...common,
    },
    intl,
  );
  const editReason = editBlockReason(allowed('update'), config.permissions.update, intl);

  return (
    <>
      <CommandButton reason={editReason} onClick={onEdit}>
        {intl.formatMessage(messages.editInformation)}
      </CommandButton>
      <CommandButton reason={resetReason} onClick={() => onCommand('reset')}>
        {intl.formatMessage(messages.resetController)}
      </CommandButton>
      <CommandButton reason={updateReason} onClick={() => onCommand('update')}>
        {intl.formatMessage(messages.startUpdate)}
      </CommandButton>
    </>
  );
}
