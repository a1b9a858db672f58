import type { IntlShape } from 'react-intl';
import { describeSensor, normalizeSensorId } from '@/domain/equipment/sensors';
import { stateNames, unknownWithCode } from '@/components/ui/state/messages';
import { sensorDescriptionMessages } from './messages';
import { stateNameOf } from './chart/state-runs';

// The domain's codes (controller state, sensor id) as text in the language on screen.

/** A controller_state code's name: "Stand-by", or "Unknown (code 99)". */
export function stateLabel(intl: IntlShape, code: number): string {
  const name = stateNameOf(code);
  return name === 'unknown'
    ? intl.formatMessage(unknownWithCode.label, { code: String(code) })
    : intl.formatMessage(stateNames[name]);
}

/** The sensor's description from the service's table, translated; null when it has none. */
export function sensorDescription(intl: IntlShape, sensor: string): string | null {
  const id = normalizeSensorId(sensor);
  if (Object.hasOwn(sensorDescriptionMessages, id))
    return intl.formatMessage(
      sensorDescriptionMessages[id as keyof typeof sensorDescriptionMessages],
    );
  return describeSensor(sensor).description;
}
