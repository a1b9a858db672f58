import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { BoardWord } from '@/domain/equipment/board-words';
import type {
  DerivedState,
  DerivedStateName,
  HealthClass,
} from '@/domain/equipment/equipment-state';
import {
  boardWords,
  healthNames,
  stateDescriptions,
  stateNames,
  unknownWithCode,
} from './messages';

/** State, health and board words in the language on screen (what the badge and the board show). */
export function useStateText() {
  const intl = useIntl();
  return useMemo(
    () => ({
      /** Badge text: the name, plus the raw code for unknown states so support can look it up. */
      label: (derived: DerivedState) =>
        derived.state === 'unknown' && derived.rawCode !== undefined
          ? intl.formatMessage(unknownWithCode.label, { code: String(derived.rawCode) })
          : intl.formatMessage(stateNames[derived.state]),
      name: (state: DerivedStateName) => intl.formatMessage(stateNames[state]),
      description: (state: DerivedStateName) => intl.formatMessage(stateDescriptions[state]),
      health: (health: HealthClass) => intl.formatMessage(healthNames[health]),
      boardWord: (word: BoardWord) => intl.formatMessage(boardWords[word]),
    }),
    [intl],
  );
}
