// @vitest-environment node
import { expect, it } from 'vitest';
import { toJsonText } from '../json.ts';
import { testSimulator } from '../test-helpers.ts';
import { equipmentDocument } from './equipment-document.ts';
import { equipmentJsonText } from './equipment-json.ts';

it('writes exactly the text of the document object, for every kind of unit and moment', () => {
  const { world, clock } = testSimulator({ units: 600, seed: 5 });
  for (let step = 0; step < 4; step++) {
    for (let i = 0; i < world.size; i++) {
      const unit = world.unitAt(i);
      const now = clock.now();
      expect(equipmentJsonText(world, unit, now), unit.guid).toBe(
        toJsonText(equipmentDocument(world, unit, now)),
      );
    }
    clock.advance(37 * 60_000);
  }
}, 30_000);
