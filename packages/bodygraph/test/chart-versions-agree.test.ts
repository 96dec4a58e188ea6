// Guards that every chart version reads the same longitudes: v1/v2 take the fast path, v3 also reads
// speeds and Chiron, and both must use the exact design Julian day (not a Date rounded to the millisecond),
// or an activation sitting on a base boundary could differ between versions of one birth.
import { describe, expect, it } from 'vitest';
import { natalChartAt } from '../src/index';

describe('chart versions agree on every activation', () => {
  it('v2 and v3 give identical gates, lines, colors, tones and bases for 400 random births', () => {
    let seed = 20_261_122;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const start = Date.UTC(1900, 0, 1);
    const span = Date.UTC(2100, 0, 1) - start;
    for (let index = 0; index < 400; index++) {
      const birth = new Date(start + Math.floor(random() * span) + 0.37);
      const v2 = natalChartAt(birth, { version: 'v2' });
      const v3 = natalChartAt(birth, { version: 'v3' });
      expect(v3.Gates, birth.toISOString()).toEqual(v2.Gates);
      expect(v3.DesignDateUtc).toBe(v2.DesignDateUtc);
    }
  });
});
