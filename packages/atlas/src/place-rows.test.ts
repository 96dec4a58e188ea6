import { describe, expect, it } from 'vitest';
import { PlaceRows } from './place-rows';

describe('PlaceRows', () => {
  it.each(['', 'a', 'a~bc', '~', 'a~~b~', 'Paris|1|2|3|4~Köln|5|6|7|8'])('reads %j as split would', (text) => {
    const rows = new PlaceRows(text, '~');
    const split = text.split('~');
    expect(rows.count).toBe(split.length);
    expect(Array.from({ length: rows.count }, (_, index) => rows.row(index))).toEqual(split);
  });

  it('answers an empty row outside the rows', () => {
    const rows = new PlaceRows('a~b', '~');
    expect([rows.row(-1), rows.row(2), rows.row(Number.NaN), rows.row(0.5)]).toEqual(['', '', '', '']);
  });
});
