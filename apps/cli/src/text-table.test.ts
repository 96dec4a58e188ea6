import { describe, expect, it } from 'vitest';
import { degreesMinutesSeconds, formatOffset, textTable } from './text-table';

describe('text-table', () => {
  it('pads columns to the widest cell', () => {
    expect(textTable(['a', 'bb'], [['xxx', 'y']])).toBe('a    bb\n---  --\nxxx  y');
  });
  it('formats degrees, minutes and seconds', () => {
    expect(degreesMinutesSeconds(302)).toBe('302°00\'00.0"');
    expect(degreesMinutesSeconds(12.5822)).toBe('12°34\'55.9"');
  });
  it('formats offsets with seconds only when present', () => {
    expect(formatOffset(1172)).toBe('+00:19:32');
    expect(formatOffset(-18_000)).toBe('-05:00');
    expect(formatOffset(19_800)).toBe('+05:30');
  });
});
