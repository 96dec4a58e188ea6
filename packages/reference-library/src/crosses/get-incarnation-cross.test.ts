import { describe, expect, it } from 'vitest';
import { findIncarnationCross, getIncarnationCross } from './get-incarnation-cross';

describe('findIncarnationCross', () => {
  it('finds the cross by Personality Sun gate and angle, in several angle spellings', () => {
    expect(findIncarnationCross(1, 'Right Angle').gates).toEqual([1, 2, 7, 13]);
    expect(findIncarnationCross(1, 'JX').name).toBe('Juxtaposition Cross of Self Expression');
    expect(findIncarnationCross(1, 'left-angle').name).toBe('Left Angle Cross of Defiance 2');
    expect(findIncarnationCross(39, 'Right Angle').name).toBe('Right Angle Cross of Tension 2');
  });

  it('rejects unknown angles and gates', () => {
    expect(() => findIncarnationCross(1, 'Diagonal')).toThrow(expect.objectContaining({ code: 'invalid_reference_id' }));
    expect(() => findIncarnationCross(65, 'Right Angle')).toThrow(
      expect.objectContaining({ code: 'reference_not_found' }),
    );
    expect(() => findIncarnationCross(1.5, 'Right Angle')).toThrow(
      expect.objectContaining({ code: 'invalid_reference_id' }),
    );
  });
});

describe('getIncarnationCross', () => {
  it('accepts slugs, names in any case, and spelling variants', () => {
    expect(getIncarnationCross('right-angle-cross-of-the-sphinx-4').gates[0]).toBe(1);
    expect(getIncarnationCross('Right Angle Cross of The Sphinx 4').gates[0]).toBe(1);
    expect(getIncarnationCross('Left Angle Cross of Endeavour 2').gates[0]).toBe(48);
    expect(getIncarnationCross('Juxtaposition Cross of Self-Expression').gates[0]).toBe(1);
    expect(getIncarnationCross('Right Angle Cross of Tension (39/38 | 51/57)').gates[0]).toBe(39);
  });

  it('throws reference_not_found for unknown names', () => {
    expect(() => getIncarnationCross('Right Angle Cross of Nothing')).toThrow(
      expect.objectContaining({ code: 'reference_not_found' }),
    );
  });
});
