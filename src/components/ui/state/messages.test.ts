import { describe, expect, it } from 'vitest';
import { BOARD_WORDS } from '@/domain/equipment/board-words';
import {
  HEALTH_CLASS_LABELS,
  STATE_DESCRIPTIONS,
  STATE_LABELS,
} from '@/domain/equipment/equipment-state';
import { boardWords, healthNames, stateDescriptions, stateNames } from './messages';

const english = (group: Record<string, { defaultMessage?: unknown }>) =>
  Object.fromEntries(Object.entries(group).map(([k, d]) => [k, d.defaultMessage]));

// The badge (messages) and the CSV files and alerts (domain tables) must say the same in English.
describe('state and health messages (docs/decisions.md#equipment-state)', () => {
  it('say in English exactly what the domain tables say', () => {
    expect(english(stateNames)).toEqual(STATE_LABELS);
    expect(english(stateDescriptions)).toEqual(STATE_DESCRIPTIONS);
    expect(english(healthNames)).toEqual(HEALTH_CLASS_LABELS);
    expect(english(boardWords)).toEqual(Object.fromEntries(BOARD_WORDS.map((w) => [w, w])));
  });
});
