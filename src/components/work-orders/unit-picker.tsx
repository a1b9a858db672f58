import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useFleetUnits } from '@/api/fleet/fleet-units';
import { messages } from './messages';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';

interface Props {
  company: string | undefined;
  value: string;
  error: string | undefined;
  /** The typed serial and, when it names a unit of the fleet, that unit's guid. */
  onChange: (unit: { serial: string; guid?: string }) => void;
}

/** A serial typed or picked from the fleet's units (a datalist). */
export function UnitPicker({ company, value, error, onChange }: Props) {
  const intl = useIntl();
  const listId = useId();
  const { units } = useFleetUnits(company);
  return (
    <>
      <Field label={intl.formatMessage(messages.formUnit)} error={error}>
        <TextInput
          value={value}
          list={listId}
          autoComplete="off"
          onChange={(e) => {
            const serial = e.target.value;
            const guid = units.find((u) => u.serial === serial.trim())?.guid;
            onChange({ serial, guid });
          }}
        />
      </Field>
      <datalist id={listId}>
        {units.slice(0, 2000).map((u) => (
          <option key={u.guid} value={u.serial}>
            {u.alias}
          </option>
        ))}
      </datalist>
    </>
  );
}
