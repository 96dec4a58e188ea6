import { getGate } from '@mandala/reference-library';
import { describe, expect, it } from 'vitest';
import { gateFocus } from './gate-focus';

describe('gateFocus', () => {
  it('takes the name and theme from the reference library', () => {
    for (let gate = 1; gate <= 64; gate++) {
      const focus = gateFocus(gate);
      expect(focus).toEqual({ Gate: gate, Name: getGate(gate).name, Theme: getGate(gate).theme });
      expect(focus.Theme.length).toBeGreaterThan(20);
    }
  });
});
